<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AloneView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="310"/>
        <source>Invite others</source>
        <translation>Inviter d&apos;autres personnes</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="323"/>
        <source>You&apos;re the only one here</source>
        <translation>Il n&apos;y a que vous ici</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="343"/>
        <source>Guest link</source>
        <translation>Lien invité</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="345"/>
        <source>Copy link</source>
        <translation>Copier le lien</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="347"/>
        <source>Copy guest link</source>
        <translation>Copier le lien invité</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="348"/>
        <source>Copy the guest link to the clipboard</source>
        <translation>Copier le lien invité dans le presse-papiers</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="365"/>
        <source>Certificate fingerprint</source>
        <translation>Empreinte du certificat</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="367"/>
        <source>Invite with a permalink…</source>
        <translation>Inviter avec un lien permanent…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="368"/>
        <source>Invite with a permalink</source>
        <translation>Inviter avec un lien permanent</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="370"/>
        <source>Personal links that stay valid, one per invited person (host controls)</source>
        <translation>Des liens personnels durables, un par personne invitée (commandes de l&apos;hôte)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="381"/>
        <source>Who can join: People on your network</source>
        <translation>Qui peut participer : les personnes de votre réseau</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="382"/>
        <source>Who can join: Only this computer</source>
        <translation>Qui peut participer : uniquement cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="390"/>
        <source>This meeting can only be joined from this computer. To invite people on your network, choose &quot;People on my network&quot; in Settings.</source>
        <translation>Cette réunion ne peut être rejointe que depuis cet ordinateur. Pour inviter des personnes de votre réseau, choisissez &quot;Personnes du réseau&quot; dans les paramètres.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="393"/>
        <source>Anyone with the guest link can join, from MeetDesk or a browser, without an account. Send it to the people you expect.</source>
        <translation>Toute personne disposant du lien invité peut participer, depuis MeetDesk ou un navigateur, sans compte. Envoyez-le aux personnes attendues.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="396"/>
        <source>The others will appear here as soon as they join.</source>
        <translation>Les autres apparaîtront ici dès qu&apos;ils rejoindront la réunion.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="399"/>
        <source>Browsers warn about this computer&apos;s own certificate. Guests can compare its fingerprint:</source>
        <translation>Les navigateurs avertissent au sujet du certificat propre à cet ordinateur. Les invités peuvent comparer son empreinte :</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="415"/>
        <source>Guest link copied</source>
        <translation>Lien invité copié</translation>
    </message>
</context>
<context>
    <name>AudioOutput</name>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="75"/>
        <source>No sound: the system library %1 is missing, so remote audio cannot be played.</source>
        <translation>Pas de son : la bibliothèque système %1 est absente, le son des autres ne peut pas être lu.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="79"/>
        <source>No sound: audio output could not be loaded (%1).</source>
        <translation>Pas de son : la sortie audio n’a pas pu être chargée (%1).</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="81"/>
        <source>No audio output device</source>
        <translation>Aucune sortie audio</translation>
    </message>
</context>
<context>
    <name>AvatarView</name>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/avatar.py" line="63"/>
        <location filename="../../app/meetdesk/ui/widgets/avatar.py" line="72"/>
        <source>Avatar of %1</source>
        <translation>Avatar de %1</translation>
    </message>
</context>
<context>
    <name>AwayController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/away.py" line="110"/>
        <source>%1 joined</source>
        <translation>%1 a rejoint la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/away.py" line="114"/>
        <source>Recording started</source>
        <translation>Enregistrement démarré</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/away.py" line="119"/>
        <source>%1 raised their hand</source>
        <translation>%1 a levé la main</translation>
    </message>
</context>
<context>
    <name>BackgroundButton</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/background_menu.py" line="22"/>
        <source>Background: blur or a picture behind you</source>
        <translation>Arrière-plan : flou ou image derrière vous</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/background_menu.py" line="23"/>
        <source>Background</source>
        <translation>Arrière-plan</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/background_menu.py" line="60"/>
        <source>Choose a background picture</source>
        <translation>Choisir une image d&apos;arrière-plan</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/background_menu.py" line="61"/>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
</context>
<context>
    <name>CallBar</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="194"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="261"/>
        <source>Mute microphone (M)</source>
        <translation>Couper le micro (M)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="195"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="267"/>
        <source>Turn camera off (V)</source>
        <translation>Couper la caméra (V)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="196"/>
        <source>Microphone and speaker</source>
        <translation>Micro et haut-parleur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="197"/>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="203"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="280"/>
        <source>Share your screen</source>
        <translation>Partager votre écran</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="207"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="274"/>
        <source>Raise hand (H)</source>
        <translation>Lever la main (H)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="213"/>
        <source>Participants (P)</source>
        <translation>Participants (P)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="214"/>
        <source>Chat (C)</source>
        <translation>Discussion (C)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="221"/>
        <source>Host controls</source>
        <translation>Commandes de l&apos;hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="222"/>
        <source>Keyboard shortcuts (?)</source>
        <translation>Raccourcis clavier (?)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="227"/>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="227"/>
        <source>Leave the meeting (Ctrl+W)</source>
        <translation>Quitter la réunion (Ctrl+W)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="228"/>
        <source>Leave meeting</source>
        <translation>Quitter la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="230"/>
        <source>End for all</source>
        <translation>Terminer pour tous</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="230"/>
        <source>End the meeting for everybody</source>
        <translation>Terminer la réunion pour tout le monde</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="231"/>
        <source>End meeting</source>
        <translation>Terminer la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="256"/>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="257"/>
        <source>Chat, %n unread</source>
        <translation>
            <numerusform>Discussion, %n non lu</numerusform>
            <numerusform>Discussion, %n non lus</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="261"/>
        <source>Unmute microphone (M)</source>
        <translation>Rétablir le micro (M)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="267"/>
        <source>Turn camera on (V)</source>
        <translation>Rétablir la caméra (V)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="274"/>
        <source>Lower hand (H)</source>
        <translation>Baisser la main (H)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="280"/>
        <source>Stop sharing</source>
        <translation>Arrêter le partage</translation>
    </message>
</context>
<context>
    <name>CaptionOverlay</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="49"/>
        <source>Captions</source>
        <translation>Sous-titres</translation>
    </message>
</context>
<context>
    <name>CaptionsButton</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="169"/>
        <source>Captions for everyone</source>
        <translation>Sous-titres pour tous</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="170"/>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="185"/>
        <source>Show captions</source>
        <translation>Afficher les sous-titres</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="171"/>
        <source>Transcript</source>
        <translation>Transcription</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="183"/>
        <source>Turn on captions</source>
        <translation>Activer les sous-titres</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="183"/>
        <source>Captions are off</source>
        <translation>Sous-titres désactivés</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="185"/>
        <source>Hide captions</source>
        <translation>Masquer les sous-titres</translation>
    </message>
</context>
<context>
    <name>CaptionsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="70"/>
        <source>Captions are off: %1</source>
        <translation>Sous-titres désactivés : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="76"/>
        <source>Captions are on</source>
        <translation>Sous-titres activés</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="76"/>
        <source>Captions are off</source>
        <translation>Sous-titres désactivés</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="57"/>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="80"/>
        <source>Someone</source>
        <translation>Quelqu’un</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="102"/>
        <source>Captions are off in this meeting: a host can turn them on.</source>
        <translation>Les sous-titres sont désactivés dans cette réunion : un hôte peut les activer.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="113"/>
        <source>Captions could not be turned on: %1</source>
        <translation>Impossible d’activer les sous-titres : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="114"/>
        <source>Captions could not be turned off: %1</source>
        <translation>Impossible de désactiver les sous-titres : %1</translation>
    </message>
</context>
<context>
    <name>CaptionsWiring</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="306"/>
        <source>The transcript could not be saved: %1</source>
        <translation>Impossible d’enregistrer la transcription : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="309"/>
        <source>Transcript saved to %1</source>
        <translation>Transcription enregistrée dans %1</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/chat.py" line="35"/>
        <source>Message not sent: %1</source>
        <translation>Message non envoyé : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/chat.py" line="41"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/chat.py" line="42"/>
        <source>Someone</source>
        <translation>Quelqu&apos;un</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="22"/>
        <source>CHAT</source>
        <translation>DISCUSSION</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="25"/>
        <source>No messages yet.
Say hello to everyone!</source>
        <translation>Aucun message pour le moment.
Dites bonjour à tout le monde !</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="31"/>
        <source>Chat messages</source>
        <translation>Messages de la discussion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="37"/>
        <source>Write a message…</source>
        <translation>Écrire un message…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="38"/>
        <source>Chat message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="43"/>
        <source>Send (Enter)</source>
        <translation>Envoyer (Entrée)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="44"/>
        <source>Send message</source>
        <translation>Envoyer le message</translation>
    </message>
</context>
<context>
    <name>DeviceMenus</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="61"/>
        <source>Test card</source>
        <translation>Mire de test</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="61"/>
        <source>Tone</source>
        <translation>Tonalité de test</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="62"/>
        <source>%1 (synthetic)</source>
        <translation>%1 (synthétique)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="90"/>
        <source>Microphone</source>
        <translation>Micro</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="94"/>
        <source>Speaker</source>
        <translation>Haut-parleur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="96"/>
        <source>No speaker to choose</source>
        <translation>Aucun haut-parleur à choisir</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="101"/>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="107"/>
        <source>Hide yourself</source>
        <translation>Masquer votre image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="107"/>
        <source>Show yourself</source>
        <translation>Afficher votre image</translation>
    </message>
</context>
<context>
    <name>DevicesController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="96"/>
        <source>Cannot use the speaker %1</source>
        <translation>Impossible d&apos;utiliser le haut-parleur %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="109"/>
        <source>Cannot use the camera %1: %2</source>
        <translation>Impossible d&apos;utiliser la caméra %1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="110"/>
        <source>Cannot use the microphone %1: %2</source>
        <translation>Impossible d&apos;utiliser le micro %1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="139"/>
        <source>Camera &apos;%1&apos; was disconnected; using &apos;%2&apos;</source>
        <translation>La caméra « %1 » a été déconnectée ; « %2 » est utilisée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="140"/>
        <source>Microphone &apos;%1&apos; was disconnected; using &apos;%2&apos;</source>
        <translation>Le micro « %1 » a été déconnecté ; « %2 » est utilisé</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="149"/>
        <source>Camera &apos;%1&apos; was disconnected; your camera is off</source>
        <translation>La caméra « %1 » a été déconnectée ; votre caméra est coupée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="152"/>
        <source>Microphone &apos;%1&apos; was disconnected; your microphone is muted</source>
        <translation>Le micro « %1 » a été déconnecté ; votre micro est coupé</translation>
    </message>
</context>
<context>
    <name>EndPage</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="309"/>
        <source>Exit page</source>
        <translation>Page de sortie</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="315"/>
        <source>Rejoin</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="316"/>
        <source>Rejoin the meeting</source>
        <translation>Revenir dans la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="319"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="321"/>
        <source>Back to start</source>
        <translation>Retour à l&apos;accueil</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="329"/>
        <source>You left the meeting</source>
        <translation>Vous avez quitté la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="329"/>
        <source>See you next time.</source>
        <translation>À la prochaine.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="330"/>
        <source>The meeting has ended</source>
        <translation>La réunion est terminée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="330"/>
        <source>Thanks for joining.</source>
        <translation>Merci d&apos;avoir participé.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="331"/>
        <source>You were removed from the meeting</source>
        <translation>Vous avez été retiré de la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="331"/>
        <source>A host removed you.</source>
        <translation>Un hôte vous a retiré.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="332"/>
        <source>You were disconnected</source>
        <translation>Vous avez été déconnecté</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="332"/>
        <source>The connection to the meeting failed.</source>
        <translation>La connexion à la réunion a échoué.</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/full_screen.py" line="75"/>
        <source>Leave full screen (Esc)</source>
        <translation>Quitter le plein écran (Échap)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/full_screen.py" line="75"/>
        <source>Full screen (F11)</source>
        <translation>Plein écran (F11)</translation>
    </message>
</context>
<context>
    <name>GuestNameDialog</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="12"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="13"/>
        <source>Join as guest</source>
        <translation>Participer en tant qu’invité</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="18"/>
        <source>Join %1</source>
        <translation>Rejoindre %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="18"/>
        <source>Join the meeting</source>
        <translation>Rejoindre la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="23"/>
        <source>How should the others see you?</source>
        <translation>Comment les autres doivent-ils vous voir ?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="28"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="29"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="35"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="36"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="38"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="40"/>
        <source>Join meeting</source>
        <translation>Rejoindre la réunion</translation>
    </message>
</context>
<context>
    <name>HandsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/hands.py" line="133"/>
        <source>Your hand could not be shown to the others: %1</source>
        <translation>Votre main levée n&apos;a pas pu être montrée aux autres : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/hands.py" line="163"/>
        <source>Someone</source>
        <translation>Quelqu&apos;un</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/hands.py" line="165"/>
        <source>%1 raised their hand</source>
        <translation>%1 a levé la main</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/hands.py" line="178"/>
        <source>%1 lowered your hand</source>
        <translation>%1 a baissé votre main</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/hands.py" line="179"/>
        <source>A host lowered your hand</source>
        <translation>Un hôte a baissé votre main</translation>
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="349"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="358"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="374"/>
        <source>Press any key to close</source>
        <translation>Appuyez sur une touche pour fermer</translation>
    </message>
</context>
<context>
    <name>HostConsole</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/console.py" line="20"/>
        <source>Host console — %1</source>
        <translation>Console de l&apos;hôte — %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/console.py" line="25"/>
        <source>Host console</source>
        <translation>Console de l&apos;hôte</translation>
    </message>
</context>
<context>
    <name>HostMeetingController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="24"/>
        <source>Could not lock: %1</source>
        <translation>Verrouillage impossible : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="34"/>
        <source>Could not list the meeting: %1</source>
        <translation>Impossible d’afficher la réunion sur le réseau : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="35"/>
        <source>Could not take the meeting off the list: %1</source>
        <translation>Impossible de retirer la réunion de la liste : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="40"/>
        <source>Could not remove the participant: %1</source>
        <translation>Impossible de retirer le participant : %1</translation>
    </message>
</context>
<context>
    <name>HostMeetingView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="30"/>
        <source>INVITE</source>
        <translation>INVITER</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="33"/>
        <source>Guest link</source>
        <translation>Lien invité</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="39"/>
        <source>Copy guest link</source>
        <translation>Copier le lien invité</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="40"/>
        <source>Copy the guest link to the clipboard</source>
        <translation>Copier le lien invité dans le presse-papiers</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="45"/>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="111"/>
        <source>New meeting link</source>
        <translation>Nouveau lien de réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="46"/>
        <source>Make a new guest link; the old one stops working</source>
        <translation>Créer un nouveau lien invité ; l&apos;ancien ne fonctionnera plus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="49"/>
        <source>This link stays the same every time you host, until you make a new one.</source>
        <translation>Ce lien reste le même chaque fois que vous organisez une réunion, jusqu&apos;à ce que vous en créiez un nouveau.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="56"/>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="57"/>
        <source>List this meeting on my network</source>
        <translation>Afficher cette réunion sur mon réseau</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="58"/>
        <source>MeetDesk apps on your network show this meeting and its guest link under Nearby meetings</source>
        <translation>Les applications MeetDesk de votre réseau affichent cette réunion et son lien invité sous « Réunions à proximité »</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="62"/>
        <source>Anyone on your network can then see its name and join as a guest.</source>
        <translation>Toute personne sur votre réseau voit alors son nom et peut la rejoindre en tant qu’invité.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="68"/>
        <source>MEETING</source>
        <translation>RÉUNION</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="69"/>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="93"/>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="140"/>
        <source>Lock meeting</source>
        <translation>Verrouiller la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="70"/>
        <source>Let nobody new join (cannot be undone)</source>
        <translation>Plus personne ne peut entrer (irréversible)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="80"/>
        <source>Who can join: People on your network</source>
        <translation>Qui peut participer : les personnes de votre réseau</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="81"/>
        <source>Who can join: Only this computer</source>
        <translation>Qui peut participer : uniquement cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="89"/>
        <source>No guest link for this meeting</source>
        <translation>Pas de lien invité pour cette réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="93"/>
        <source>Meeting locked</source>
        <translation>Réunion verrouillée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="96"/>
        <source>Nobody new can join. People here can stay.</source>
        <translation>Plus personne ne peut entrer. Les présents peuvent rester.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="98"/>
        <source>Locking is switched off for this meeting.</source>
        <translation>Le verrouillage est désactivé pour cette réunion.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="100"/>
        <source>Locking keeps everyone new out, for the rest of the meeting.</source>
        <translation>Le verrouillage empêche toute nouvelle entrée jusqu’à la fin de la réunion.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="109"/>
        <source>Make a new meeting link?</source>
        <translation>Créer un nouveau lien de réunion ?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="110"/>
        <source>Guests with the current link can no longer join: they are told the link was replaced. People in the meeting stay.</source>
        <translation>Les invités qui ont le lien actuel ne pourront plus entrer : on leur indiquera que le lien a été remplacé. Les personnes présentes restent.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="134"/>
        <source>Guest link copied</source>
        <translation>Lien invité copié</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="138"/>
        <source>Lock the meeting?</source>
        <translation>Verrouiller la réunion ?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="139"/>
        <source>Nobody new will be able to join, not even with the guest link. This cannot be undone for the rest of the meeting.</source>
        <translation>Plus personne ne pourra entrer, même avec le lien invité. Cette action est irréversible jusqu’à la fin de la réunion.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="144"/>
        <source>End the meeting for everyone?</source>
        <translation>Terminer la réunion pour tout le monde ?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="145"/>
        <source>Every participant leaves the meeting, and it ends.</source>
        <translation>Tous les participants quittent la réunion, et elle se termine.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="145"/>
        <source>End for all</source>
        <translation>Terminer pour tous</translation>
    </message>
</context>
<context>
    <name>HostNameDialog</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="36"/>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="37"/>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="48"/>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="49"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="42"/>
        <source>What is your name?</source>
        <translation>Quel est votre nom ?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="43"/>
        <source>The others see it next to your video. MeetDesk remembers it; you can change it in Settings.</source>
        <translation>Les autres le voient à côté de votre vidéo. MeetDesk le retient ; vous pouvez le modifier dans les paramètres.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="55"/>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="56"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="59"/>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="60"/>
        <source>Host the meeting</source>
        <translation>Organiser la réunion</translation>
    </message>
</context>
<context>
    <name>HostPanel</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/panel.py" line="22"/>
        <source>Open host console</source>
        <translation>Ouvrir la console de l&apos;hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/panel.py" line="23"/>
        <source>Layout, layers, recordings, snapshots, playbacks and streams</source>
        <translation>Disposition, calques, enregistrements, captures, lectures et diffusion</translation>
    </message>
</context>
<context>
    <name>HostingSection</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="20"/>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="26"/>
        <source>Who can join meetings I host</source>
        <translation>Qui peut rejoindre mes réunions</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="27"/>
        <source>People on my network</source>
        <translation>Personnes du réseau</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="28"/>
        <source>Only this computer</source>
        <translation>Uniquement cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="32"/>
        <source>Address in links</source>
        <translation>Adresse dans les liens</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="37"/>
        <source>No network</source>
        <translation>Pas de réseau</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="45"/>
        <source>The address and port (%1) links carry; they stay valid after a restart</source>
        <translation>L’adresse et le port (%1) des liens ; ils restent valables après un redémarrage</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="51"/>
        <source>Streams and webhooks may go to this computer and my network (OBS, MediaMTX, …)</source>
        <translation>Les diffusions et webhooks peuvent aller vers cet ordinateur et mon réseau (OBS, MediaMTX, …)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="53"/>
        <source>Allow streams and webhooks to my network</source>
        <translation>Autoriser les diffusions et webhooks vers mon réseau</translation>
    </message>
</context>
<context>
    <name>JoinController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="66"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="258"/>
        <source>This is not a meeting link or access key. Paste the whole link you received.</source>
        <translation>Ce n&apos;est ni un lien de réunion ni une clé d&apos;accès. Collez le lien complet que vous avez reçu.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="77"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="208"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="149"/>
        <source>Looking up the meeting…</source>
        <translation>Recherche de la réunion…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="162"/>
        <source>Joining…</source>
        <translation>Connexion à la réunion…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="203"/>
        <source>Starting the meeting on %1…</source>
        <translation>Démarrage de la réunion sur %1…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="122"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="206"/>
        <source>Starting the meeting on this computer…</source>
        <translation>Démarrage de la réunion sur cet ordinateur…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="191"/>
        <source>The host&apos;s computer cannot be reached right now. MeetDesk keeps trying and lets you in as soon as the meeting starts.</source>
        <translation>L&apos;ordinateur de l&apos;hôte est injoignable pour le moment. MeetDesk continue d&apos;essayer et vous fait entrer dès que la réunion commence.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="195"/>
        <source>%1 has not started the meeting yet. You will enter automatically as soon as they start it.</source>
        <translation>%1 n&apos;a pas encore lancé la réunion. Vous entrerez automatiquement dès qu&apos;elle sera lancée.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="197"/>
        <source>This meeting has not started yet. You will enter automatically as soon as a host starts it.</source>
        <translation>Cette réunion n&apos;a pas encore commencé. Vous entrerez automatiquement dès qu&apos;un hôte la lancera.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="210"/>
        <source>%1&apos;s meeting</source>
        <translation>Réunion de %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="233"/>
        <source>The computer at this address does not show the certificate this link was made for, so MeetDesk did not connect: someone may be posing as the host, or the host&apos;s certificate changed. Ask the host for a new link.</source>
        <translation>L&apos;ordinateur à cette adresse ne présente pas le certificat pour lequel ce lien a été fait, MeetDesk ne s&apos;est donc pas connecté : quelqu&apos;un se fait peut-être passer pour l&apos;hôte, ou le certificat de l&apos;hôte a changé. Demandez un nouveau lien à l&apos;hôte.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="237"/>
        <source>This meeting link was replaced by a new one. Ask the host for the new link.</source>
        <translation>Ce lien de réunion a été remplacé par un nouveau. Demandez le nouveau lien à l&apos;hôte.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="240"/>
        <source>This meeting link has expired. Ask the host for a new one.</source>
        <translation>Ce lien de réunion a expiré. Demandez-en un nouveau à l&apos;hôte.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="242"/>
        <source>The meeting service cannot be reached. Check the address and your network, then try again.</source>
        <translation>Le service de réunion est injoignable. Vérifiez l’adresse et votre réseau, puis réessayez.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="246"/>
        <source>The service did not accept the request: %1</source>
        <translation>Le service n&apos;a pas accepté la demande : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="247"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="248"/>
        <source>The service refused the API key. Check it in Settings.</source>
        <translation>Le service a refusé la clé API. Vérifiez-la dans les paramètres.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="249"/>
        <source>This link is unknown. Check that you copied all of it.</source>
        <translation>Ce lien est inconnu. Vérifiez que vous l’avez copié en entier.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="250"/>
        <source>This meeting is over.</source>
        <translation>Cette réunion est terminée.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="251"/>
        <source>This meeting is locked: nobody new can join.</source>
        <translation>Cette réunion est verrouillée : plus personne ne peut entrer.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="252"/>
        <source>The service is busy. Try again in a moment.</source>
        <translation>Le service est occupé. Réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="253"/>
        <source>The service answered with an error: %1</source>
        <translation>Le service a répondu par une erreur : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="255"/>
        <source>This access key does not say where its meeting runs. Paste the whole link, or set the service address in Settings.</source>
        <translation>Cette clé d&apos;accès n&apos;indique pas où se tient sa réunion. Collez le lien complet ou indiquez l&apos;adresse du service dans les paramètres.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="259"/>
        <source>Something went wrong: %1</source>
        <translation>Quelque chose s&apos;est mal passé : %1</translation>
    </message>
</context>
<context>
    <name>LayerCard</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="47"/>
        <source>Image file…</source>
        <translation>Fichier image…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="47"/>
        <source>Choose an image file to upload</source>
        <translation>Choisir un fichier image à envoyer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="50"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="50"/>
        <source>Remove this layer</source>
        <translation>Retirer ce calque</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="57"/>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="83"/>
        <source>Image address</source>
        <translation>Adresse de l&apos;image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="60"/>
        <source>Use</source>
        <translation>Utiliser</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="60"/>
        <source>Use the image at this address</source>
        <translation>Utiliser l&apos;image à cette adresse</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="74"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="75"/>
        <source>Nothing set from here.</source>
        <translation>Rien de défini depuis ici.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="82"/>
        <source>text</source>
        <translation>texte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="82"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="83"/>
        <source>Image file</source>
        <translation>Fichier image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="84"/>
        <source>Text insert</source>
        <translation>Texte incrusté</translation>
    </message>
</context>
<context>
    <name>LayersController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="56"/>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="63"/>
        <source>Could not set the image</source>
        <translation>Impossible de définir l&apos;image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="61"/>
        <source>Could not set the image: the address must start with http:// or https://.</source>
        <translation>Impossible de définir l&apos;image : l&apos;adresse doit commencer par http:// ou https://.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="67"/>
        <source>Could not show the text: write a title or a text first.</source>
        <translation>Impossible d&apos;afficher le texte : saisissez d&apos;abord un titre ou un texte.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="69"/>
        <source>Could not show the text</source>
        <translation>Impossible d&apos;afficher le texte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="72"/>
        <source>Could not remove the layer</source>
        <translation>Impossible de retirer le calque</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="110"/>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="112"/>
        <source>%1: %2.</source>
        <translation>%1 : %2.</translation>
    </message>
</context>
<context>
    <name>LayersPage</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="113"/>
        <source>Preview of the composed picture</source>
        <translation>Aperçu de l&apos;image composée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="114"/>
        <source>The composed picture shows here once the meeting is composed: with three or more people in the call, or always when the room says so.</source>
        <translation>L&apos;image composée s&apos;affiche ici dès que la réunion est composée : à partir de trois personnes dans l&apos;appel, ou toujours si la salle le prévoit.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="117"/>
        <source>The preview is the meeting&apos;s picture: it shows the layers the service draws, also those another host set.</source>
        <translation>L&apos;aperçu est l&apos;image de la réunion : il montre les calques dessinés par le service, y compris ceux définis par un autre hôte.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="125"/>
        <source>BACKGROUND</source>
        <translation>ARRIÈRE-PLAN</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="125"/>
        <source>OVERLAY</source>
        <translation>SUPERPOSITION</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="136"/>
        <source>TEXT INSERT</source>
        <translation>TEXTE INCRUSTÉ</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="138"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="139"/>
        <source>Title of the text insert</source>
        <translation>Titre du texte incrusté</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="143"/>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="144"/>
        <source>Text of the text insert</source>
        <translation>Contenu du texte incrusté</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="147"/>
        <source>Shown at the top right, in the overlay&apos;s place.</source>
        <translation>Affiché en haut à droite, à la place de la superposition.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="151"/>
        <source>Show text</source>
        <translation>Afficher le texte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="197"/>
        <source>Choose an image</source>
        <translation>Choisir une image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="198"/>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
</context>
<context>
    <name>LayoutCanvas</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout_canvas.py" line="292"/>
        <source>Empty this slot (the service fills it)</source>
        <translation>Vider cet emplacement (le service le remplit)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout_canvas.py" line="293"/>
        <source>Keep this slot empty</source>
        <translation>Laisser cet emplacement vide</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout_canvas.py" line="389"/>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout_canvas.py" line="392"/>
        <source>Presentation</source>
        <translation>Présentation</translation>
    </message>
</context>
<context>
    <name>LayoutController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="165"/>
        <source>Someone</source>
        <translation>Quelqu&apos;un</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="186"/>
        <source>Playback</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="188"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="189"/>
        <source>Participant</source>
        <translation>Participant</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="208"/>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="214"/>
        <source>Could not change the layout</source>
        <translation>Impossible de modifier la disposition</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="222"/>
        <source>Could not send the map</source>
        <translation>Impossible d&apos;envoyer le plan</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="231"/>
        <source>Could not move the participant: they are not in the call yet.</source>
        <translation>Impossible de déplacer le participant : il n&apos;est pas encore dans l&apos;appel.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="239"/>
        <source>Could not move the participant</source>
        <translation>Impossible de déplacer le participant</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="248"/>
        <source>Could not change the slot</source>
        <translation>Impossible de modifier l&apos;emplacement</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="251"/>
        <source>Could not change voice activation</source>
        <translation>Impossible de modifier l&apos;activation vocale</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="254"/>
        <source>Could not change the names</source>
        <translation>Impossible de modifier l&apos;affichage des noms</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="258"/>
        <source>Could not start presenting</source>
        <translation>Impossible de commencer la présentation</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="262"/>
        <source>Could not end the presentation</source>
        <translation>Impossible de terminer la présentation</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="271"/>
        <source>%1: %2.</source>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="282"/>
        <source>Could not save the map: %1.</source>
        <translation>Impossible d&apos;enregistrer le plan : %1.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="291"/>
        <source>Could not delete the map: %1.</source>
        <translation>Impossible de supprimer le plan : %1.</translation>
    </message>
</context>
<context>
    <name>LayoutPage</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="90"/>
        <source>Preview of the composed picture</source>
        <translation>Aperçu de l&apos;image composée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="96"/>
        <source>PARTICIPANTS</source>
        <translation>PARTICIPANTS</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="99"/>
        <source>Participants to drag into a slot</source>
        <translation>Participants à faire glisser dans un emplacement</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="104"/>
        <source>LAYOUT</source>
        <translation>DISPOSITION</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="106"/>
        <source>Layout</source>
        <translation>Disposition</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="107"/>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="110"/>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="416"/>
        <source>Custom map</source>
        <translation>Plan personnalisé</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="113"/>
        <source>Fill empty slots with other participants</source>
        <translation>Remplir les emplacements vides avec d&apos;autres participants</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="114"/>
        <source>For named layouts and maps. Off: slots nobody was put into stay empty</source>
        <translation>Pour les dispositions nommées et les plans. Désactivé : les emplacements sans personne attribuée restent vides</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="118"/>
        <source>PICTURE</source>
        <translation>IMAGE</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="119"/>
        <source>Voice activation (speakers get the slots)</source>
        <translation>Activation vocale (les orateurs obtiennent les emplacements)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="122"/>
        <source>Show names</source>
        <translation>Afficher les noms</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="126"/>
        <source>CUSTOM MAP</source>
        <translation>PLAN PERSONNALISÉ</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="127"/>
        <source>Edit map</source>
        <translation>Modifier le plan</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="127"/>
        <source>Draw the boxes of a custom map</source>
        <translation>Dessiner les zones d&apos;un plan personnalisé</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="132"/>
        <source>Add a box</source>
        <translation>Ajouter une zone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="132"/>
        <source>Add box</source>
        <translation>Ajouter une zone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="135"/>
        <source>Remove box</source>
        <translation>Retirer la zone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="136"/>
        <source>Remove the selected box</source>
        <translation>Retirer la zone sélectionnée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="141"/>
        <source>Fit</source>
        <translation>Ajustement</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="144"/>
        <source>How the selected box is filled</source>
        <translation>Remplissage de la zone sélectionnée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="145"/>
        <source>Cover (fill, crop)</source>
        <translation>Couvrir (remplir, rogner)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="145"/>
        <source>Contain (whole picture)</source>
        <translation>Contenir (image entière)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="146"/>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="151"/>
        <source>Snap to the grid and to edges</source>
        <translation>Aimanter à la grille et aux bords</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="156"/>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="157"/>
        <source>Map name</source>
        <translation>Nom du plan</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="161"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="161"/>
        <source>Save the map for this room</source>
        <translation>Enregistrer le plan pour cette salle</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="164"/>
        <source>Send map</source>
        <translation>Envoyer le plan</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="166"/>
        <source>Use the map for the meeting</source>
        <translation>Utiliser le plan pour la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="172"/>
        <source>Saved maps</source>
        <translation>Plans enregistrés</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="175"/>
        <source>Delete the saved map</source>
        <translation>Supprimer le plan enregistré</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="180"/>
        <source>PRESENTATION</source>
        <translation>PRÉSENTATION</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="185"/>
        <source>Present</source>
        <translation>Présenter</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="186"/>
        <source>Take the presentation slot (the big one) yourself</source>
        <translation>Prendre vous-même l&apos;emplacement de présentation (le grand)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="189"/>
        <source>End presentation</source>
        <translation>Terminer la présentation</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="207"/>
        <source>One</source>
        <translation>Une personne</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="207"/>
        <source>Two side by side</source>
        <translation>Deux côte à côte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="207"/>
        <source>Four (2 × 2)</source>
        <translation>Quatre (2 × 2)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="208"/>
        <source>Six (3 × 2)</source>
        <translation>Six (3 × 2)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="208"/>
        <source>Nine (3 × 3)</source>
        <translation>Neuf (3 × 3)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="209"/>
        <source>Presentation, 3 below</source>
        <translation>Présentation, 3 en dessous</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="210"/>
        <source>Presentation, 6 above</source>
        <translation>Présentation, 6 au-dessus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="211"/>
        <source>Two presentations, 6 above</source>
        <translation>Deux présentations, 6 au-dessus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="212"/>
        <source>Presentation, 9 at the top right</source>
        <translation>Présentation, 9 en haut à droite</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="213"/>
        <source>Presentation, 9 in a column</source>
        <translation>Présentation, 9 en colonne</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="269"/>
        <source>Layouts apply to the composed picture: the meeting server composes one picture of everyone once three or more people are in the call, or from the start in rooms set up that way.</source>
        <translation>Les dispositions s’appliquent à l’image composée : le serveur de réunion compose une image de tous dès que trois personnes ou plus sont dans l’appel, ou dès le début dans les salles configurées ainsi.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="275"/>
        <source>%1 presents.</source>
        <translation>%1 présente.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="276"/>
        <source>Nobody presents.</source>
        <translation>Personne ne présente.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="282"/>
        <source>Saved maps (%1)</source>
        <translation>Plans enregistrés (%1)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="283"/>
        <source>No saved maps</source>
        <translation>Aucun plan enregistré</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="291"/>
        <source>(you)</source>
        <translation>(vous)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="298"/>
        <source>Drag %1 onto a slot of the picture</source>
        <translation>Faire glisser %1 sur un emplacement de l&apos;image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="309"/>
        <source>Custom map “%1”, %2 boxes</source>
        <translation>Plan personnalisé « %1 », %2 zones</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="314"/>
        <source>Automatic layout</source>
        <translation>Disposition automatique</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="315"/>
        <source>Now: %1</source>
        <translation>Actuellement : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="317"/>
        <source>empty slots are filled</source>
        <translation>les emplacements vides sont remplis</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="318"/>
        <source>empty slots stay empty</source>
        <translation>les emplacements vides restent vides</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="320"/>
        <source>this room does not allow layout changes</source>
        <translation>cette salle n&apos;autorise pas les changements de disposition</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="322"/>
        <source>the meeting is not composed now</source>
        <translation>la réunion n&apos;est pas composée en ce moment</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="410"/>
        <source>Drag on the picture to draw a box (up to %1), drag a box to move it, its corners to resize it. Delete removes the selected box.</source>
        <translation>Faites glisser sur l&apos;image pour dessiner une zone (jusqu&apos;à %1), faites glisser une zone pour la déplacer, ses coins pour la redimensionner. Suppr retire la zone sélectionnée.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="412"/>
        <source>Drag a participant onto a slot, or one slot onto another to swap them. Right-click a slot to empty it.</source>
        <translation>Faites glisser un participant sur un emplacement, ou un emplacement sur un autre pour les échanger. Clic droit sur un emplacement pour le vider.</translation>
    </message>
</context>
<context>
    <name>LevelMeter</name>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/level_meter.py" line="17"/>
        <source>Microphone level</source>
        <translation>Niveau du micro</translation>
    </message>
</context>
<context>
    <name>LocalMediaController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="111"/>
        <source>Camera unavailable (%1), using the test card</source>
        <translation>Caméra indisponible (%1), mire de test utilisée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="126"/>
        <source>Microphone unavailable (%1), using a test tone</source>
        <translation>Micro indisponible (%1), son de test utilisé</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="184"/>
        <source>Sharing starts once the call is connected</source>
        <translation>Le partage commencera une fois l&apos;appel établi</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="187"/>
        <source>%1&apos;s screen</source>
        <translation>Écran de %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="189"/>
        <source>Cannot share %1: %2</source>
        <translation>Impossible de partager %1 : %2</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="218"/>
        <source>Background unavailable: %1</source>
        <translation>Arrière-plan indisponible : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="239"/>
        <source>Dusk</source>
        <translation>Crépuscule</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="239"/>
        <source>Room</source>
        <translation>Intérieur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="239"/>
        <source>Mountains</source>
        <translation>Montagnes</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="240"/>
        <source>No effect</source>
        <translation>Aucun effet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="240"/>
        <source>Blur</source>
        <translation>Flou</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="243"/>
        <source>The room&apos;s picture</source>
        <translation>Image de la salle</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="248"/>
        <source>Your picture…</source>
        <translation>Votre image…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="376"/>
        <source>just now</source>
        <translation>à l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="378"/>
        <source>%n min ago</source>
        <translation>
            <numerusform>il y a %n min</numerusform>
            <numerusform>il y a %n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="381"/>
        <source>%n h ago</source>
        <translation>
            <numerusform>il y a %n h</numerusform>
            <numerusform>il y a %n h</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="53"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="55"/>
        <source>Name, avatar, camera, microphone, language, service (Ctrl+,)</source>
        <translation>Nom, avatar, caméra, micro, langue, service (Ctrl+,)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="56"/>
        <source>Open settings</source>
        <translation>Ouvrir les paramètres</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="73"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="75"/>
        <source>Edit profile</source>
        <translation>Modifier le profil</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="100"/>
        <source>Meet without the hassle</source>
        <translation>Se réunir, tout simplement</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="101"/>
        <source>Paste an invitation link or an access key to join, or host a meeting right from this computer.</source>
        <translation>Collez un lien d&apos;invitation ou une clé d&apos;accès pour participer, ou organisez une réunion depuis cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="104"/>
        <source>Join a meeting</source>
        <translation>Rejoindre une réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="109"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="110"/>
        <source>Meeting link or access key</source>
        <translation>Lien de réunion ou clé d&apos;accès</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="115"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="357"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="118"/>
        <source>Join meeting</source>
        <translation>Rejoindre la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="119"/>
        <source>Join the meeting of this link (Enter)</source>
        <translation>Rejoindre la réunion de ce lien (Entrée)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="125"/>
        <source>Status message</source>
        <translation>Message d’état</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="137"/>
        <source>or</source>
        <translation>ou</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="140"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="142"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="146"/>
        <source>Host a meeting</source>
        <translation>Organiser une réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="147"/>
        <source>Start a new meeting and join it as host (Ctrl+N)</source>
        <translation>Démarrer une nouvelle réunion et la rejoindre comme hôte (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="164"/>
        <source>Recent meetings</source>
        <translation>Réunions récentes</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="176"/>
        <source>Nearby meetings</source>
        <translation>Réunions à proximité</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="208"/>
        <source>Waiting for the host</source>
        <translation>En attente de l&apos;hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="211"/>
        <source>This meeting has not started yet. You will enter automatically as soon as a host starts it.</source>
        <translation>Cette réunion n&apos;a pas encore commencé. Vous entrerez automatiquement dès qu&apos;un hôte la lancera.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="216"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="217"/>
        <source>Stop waiting</source>
        <translation>Arrêter d&apos;attendre</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="228"/>
        <source>You appear as %1</source>
        <translation>Vous apparaissez comme %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="229"/>
        <source>No display name set yet</source>
        <translation>Aucun nom d&apos;affichage pour le moment</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="231"/>
        <source>Runs on %1</source>
        <translation>Sur %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="232"/>
        <source>Service: %1</source>
        <translation>Service : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="234"/>
        <source>Runs on this computer, no account needed. Share the guest link with others.</source>
        <translation>Fonctionne sur cet ordinateur, sans compte. Partagez le lien invité.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="236"/>
        <source>Built-in engine</source>
        <translation>Moteur intégré</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="255"/>
        <source>No meetings yet</source>
        <translation>Aucune réunion pour le moment</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="259"/>
        <source>Meetings you join or host show up here, one click to return.</source>
        <translation>Les réunions que vous rejoignez ou organisez apparaissent ici, à un clic.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="276"/>
        <source>Hosted</source>
        <translation>Organisée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="276"/>
        <source>Joined</source>
        <translation>Rejointe</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="277"/>
        <source>Ended</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="283"/>
        <source>This meeting has ended. %1</source>
        <translation>Cette réunion est terminée. %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="284"/>
        <source>Rejoin %1</source>
        <translation>Rejoindre à nouveau %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="292"/>
        <source>Remove from recent meetings</source>
        <translation>Retirer des réunions récentes</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="293"/>
        <source>Remove %1 from recent meetings</source>
        <translation>Retirer %1 des réunions récentes</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="318"/>
        <source>Nothing is listed on your network right now. Meetings that hosts nearby list on their network show up here.</source>
        <translation>Rien n’est affiché sur votre réseau pour le moment. Les réunions que des organisateurs à proximité affichent sur leur réseau apparaissent ici.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="353"/>
        <source>Hosted by %1</source>
        <translation>Organisée par %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="361"/>
        <source>Join %1, hosted by %2</source>
        <translation>Rejoindre %1, organisée par %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="382"/>
        <source>%n days ago</source>
        <translation>
            <numerusform>il y a %n jour</numerusform>
            <numerusform>il y a %n jours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="421"/>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
</context>
<context>
    <name>MediaPages</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="39"/>
        <source>Layout</source>
        <translation>Disposition</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="42"/>
        <source>Layers</source>
        <translation>Calques</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="43"/>
        <source>needs the meeting service&apos;s API key, which this app has only for meetings it hosts itself or when it is set in Settings.</source>
        <translation>nécessite la clé API du service de réunion, que cette application n&apos;a que pour les réunions qu&apos;elle organise elle-même ou si elle est indiquée dans les paramètres.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="66"/>
        <source>The room&apos;s earlier recordings and deleting them %1 This list shows the recordings made while you are here.</source>
        <translation>Afficher et supprimer les enregistrements précédents de cette salle %1 Cette liste montre les enregistrements faits pendant votre présence.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="78"/>
        <source>Recordings</source>
        <translation>Enregistrements</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="93"/>
        <source>Deleting snapshots %1</source>
        <translation>Supprimer des captures %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="97"/>
        <source>Snapshots</source>
        <translation>Captures</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="109"/>
        <source>Playbacks</source>
        <translation>Lectures</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="113"/>
        <source>Forwarding %1</source>
        <translation>Le transfert %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="134"/>
        <source>Streams</source>
        <translation>Diffusion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="163"/>
        <source>Recording is switched off for this meeting.</source>
        <translation>L&apos;enregistrement est désactivé pour cette réunion.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="165"/>
        <source>Live streaming is switched off for this meeting.</source>
        <translation>La diffusion en direct est désactivée pour cette réunion.</translation>
    </message>
</context>
<context>
    <name>MediaPreview</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/preview.py" line="63"/>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
</context>
<context>
    <name>MeetDeskApp</name>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="130"/>
        <source>Leave this meeting before opening another link</source>
        <translation>Quittez cette réunion avant d’ouvrir un autre lien</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="215"/>
        <source>Meeting</source>
        <translation>Réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="101"/>
        <location filename="../../app/meetdesk/ui/app.py" line="252"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="262"/>
        <source>This meeting has a new link: the old one no longer lets anyone in.</source>
        <translation>Cette réunion a un nouveau lien : l&apos;ancien ne permet plus à personne d&apos;entrer.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="266"/>
        <source>Port %1 was in use: links now use port %2 (kept for next time)</source>
        <translation>Le port %1 était occupé : les liens utilisent maintenant le port %2 (conservé pour la prochaine fois)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="272"/>
        <source>This computer&apos;s network address changed from %1 to %2: links sent before do not reach it. Send the new invite, and your permalinks again (host panel, Permalinks).</source>
        <translation>L&apos;adresse réseau de cet ordinateur est passée de %1 à %2 : les liens envoyés avant ne l&apos;atteignent plus. Envoyez la nouvelle invitation, et à nouveau vos liens permanents (panneau de l&apos;hôte, Liens permanents).</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="318"/>
        <source>The meeting service on this computer stopped unexpectedly. MeetDesk is starting it again.</source>
        <translation>Le service de réunion de cet ordinateur s&apos;est arrêté de façon inattendue. MeetDesk le redémarre.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="320"/>
        <source>The meeting service on this computer runs again, at the same address: host again or open a permalink to continue.</source>
        <translation>Le service de réunion de cet ordinateur fonctionne de nouveau, à la même adresse : organisez de nouveau la réunion ou ouvrez un lien permanent pour continuer.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="322"/>
        <source>The meeting service on this computer could not be started again: %1</source>
        <translation>Le service de réunion de cet ordinateur n&apos;a pas pu être redémarré : %1</translation>
    </message>
</context>
<context>
    <name>MeetingController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="228"/>
        <source>The meeting did not get ready in time.</source>
        <translation>La réunion n&apos;a pas été prête à temps.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="246"/>
        <source>The meeting is locked.</source>
        <translation>La réunion est verrouillée.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="248"/>
        <source>Could not connect the call: %1</source>
        <translation>Impossible d&apos;établir l&apos;appel : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="292"/>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="317"/>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="343"/>
        <source>Connection lost, reconnecting…</source>
        <translation>Connexion perdue, reconnexion…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="302"/>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="321"/>
        <source>Reconnected</source>
        <translation>Reconnecté</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="335"/>
        <source>The call was disconnected.</source>
        <translation>L&apos;appel a été interrompu.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="364"/>
        <source>The meeting is now locked</source>
        <translation>La réunion est maintenant verrouillée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="370"/>
        <source>The recording is ready</source>
        <translation>L’enregistrement est prêt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="412"/>
        <source>Recording started</source>
        <translation>Enregistrement démarré</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="412"/>
        <source>Recording stopped</source>
        <translation>Enregistrement arrêté</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="456"/>
        <source>Could not end the meeting: %1</source>
        <translation>Impossible de terminer la réunion : %1</translation>
    </message>
</context>
<context>
    <name>MeetingTray</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="22"/>
        <source>MeetDesk meeting</source>
        <translation>Réunion MeetDesk</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="23"/>
        <source>Show meeting</source>
        <translation>Afficher la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="26"/>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="35"/>
        <source>%1 – MeetDesk</source>
        <translation>%1 – MeetDesk</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="35"/>
        <source>Meeting</source>
        <translation>Réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="43"/>
        <source>Unmute</source>
        <translation>Rétablir le micro</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="43"/>
        <source>Mute</source>
        <translation>Couper le micro</translation>
    </message>
</context>
<context>
    <name>MeetingWindow</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="43"/>
        <source>%1 – MeetDesk</source>
        <translation>%1 – MeetDesk</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="43"/>
        <source>Meeting</source>
        <translation>Réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="67"/>
        <source>Waiting for the others&apos; video…</source>
        <translation>En attente de la vidéo des autres…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="68"/>
        <source>Meeting video</source>
        <translation>Vidéo de la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="329"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="107"/>
        <source>Mute or unmute the microphone</source>
        <translation>Couper ou rétablir le micro</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="108"/>
        <source>Turn the camera off or on</source>
        <translation>Couper ou rétablir la caméra</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="109"/>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="109"/>
        <source>Hold to talk while muted</source>
        <translation>Maintenir pour parler quand le micro est coupé</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="110"/>
        <source>Raise or lower your hand</source>
        <translation>Lever ou baisser la main</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="111"/>
        <source>Participants</source>
        <translation>Participants</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="111"/>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="112"/>
        <source>Show this help</source>
        <translation>Afficher cette aide</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="113"/>
        <source>Full screen (or double-click the video); Esc leaves it</source>
        <translation>Plein écran (ou double-clic sur la vidéo) ; Échap pour en sortir</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="114"/>
        <source>Leave the meeting</source>
        <translation>Quitter la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="329"/>
        <source>Your screen</source>
        <translation>Votre écran</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="330"/>
        <source>You are sharing %1</source>
        <translation>Vous partagez %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="331"/>
        <source>You stopped sharing</source>
        <translation>Vous avez arrêté le partage</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="370"/>
        <source>This meeting does not allow virtual backgrounds: your camera is shown as it is.</source>
        <translation>Cette réunion n’autorise pas les arrière-plans virtuels : votre caméra est montrée telle quelle.</translation>
    </message>
</context>
<context>
    <name>MeetingsSection</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="23"/>
        <source>Meetings</source>
        <translation>Réunions</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="26"/>
        <source>Join meetings with my microphone muted</source>
        <translation>Rejoindre les réunions avec mon micro coupé</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="27"/>
        <source>Join meetings with my camera off</source>
        <translation>Rejoindre les réunions avec ma caméra éteinte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="29"/>
        <source>Mini window when I switch to another app</source>
        <translation>Mini-fenêtre quand je passe à une autre application</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="31"/>
        <source>A small window on top of the others while the meeting window is in the background or minimized: the meeting&apos;s picture, your microphone, camera and leave buttons</source>
        <translation>Une petite fenêtre au-dessus des autres quand la fenêtre de la réunion est en arrière-plan ou réduite : l&apos;image de la réunion, les boutons micro, caméra et quitter</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="34"/>
        <source>Notifications when I switch to another app</source>
        <translation>Notifications quand je passe à une autre application</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="36"/>
        <source>While the meeting window is in the background or minimized: chat messages, someone joining while you are alone, raised hands (when you host), a recording starting</source>
        <translation>Quand la fenêtre de la réunion est en arrière-plan ou réduite : messages du chat, une arrivée quand vous êtes seul, mains levées (si vous organisez), le début d&apos;un enregistrement</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="53"/>
        <source>Captions model</source>
        <translation>Modèle des sous-titres</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="55"/>
        <source>Built in: Whisper base, any language; tiny.en for English</source>
        <translation>Intégré : Whisper base, toute langue ; tiny.en pour l’anglais</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="56"/>
        <source>Captions model folder</source>
        <translation>Dossier du modèle des sous-titres</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="59"/>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="61"/>
        <source>Choose a captions model folder</source>
        <translation>Choisir un dossier de modèle des sous-titres</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="78"/>
        <source>Choose a faster-whisper model folder (it holds model.bin, config.json and the tokenizer)</source>
        <translation>Choisir un dossier de modèle faster-whisper (il contient model.bin, config.json et le tokenizer)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="90"/>
        <source>Not a faster-whisper model folder (it needs model.bin and config.json): the built-in model is kept</source>
        <translation>Ce n&apos;est pas un dossier de modèle faster-whisper (il faut model.bin et config.json) : le modèle intégré est conservé</translation>
    </message>
</context>
<context>
    <name>MiniWindow</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="35"/>
        <source>%1 – MeetDesk</source>
        <translation>%1 – MeetDesk</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="35"/>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="40"/>
        <source>Meeting</source>
        <translation>Réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="36"/>
        <source>Mini meeting window</source>
        <translation>Mini-fenêtre de la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="52"/>
        <source>Waiting for video…</source>
        <translation>En attente de la vidéo…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="54"/>
        <source>Meeting video</source>
        <translation>Vidéo de la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="55"/>
        <source>Double-click to go back to the meeting; drag to move</source>
        <translation>Double-clic pour revenir à la réunion ; faire glisser pour déplacer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="60"/>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="90"/>
        <source>Mute microphone</source>
        <translation>Couper le micro</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="61"/>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="97"/>
        <source>Turn camera off</source>
        <translation>Couper la caméra</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="62"/>
        <source>Back to the meeting window</source>
        <translation>Revenir à la fenêtre de la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="69"/>
        <source>Leave the meeting</source>
        <translation>Quitter la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="70"/>
        <source>Leave meeting</source>
        <translation>Quitter la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="90"/>
        <source>Unmute microphone</source>
        <translation>Rétablir le micro</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="97"/>
        <source>Turn camera on</source>
        <translation>Rétablir la caméra</translation>
    </message>
</context>
<context>
    <name>MuteAllController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/mute_all.py" line="36"/>
        <source>You muted everyone</source>
        <translation>Vous avez coupé le micro de tout le monde</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/mute_all.py" line="54"/>
        <source>%1 muted everyone</source>
        <translation>%1 a coupé le micro de tout le monde</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/mute_all.py" line="55"/>
        <source>A host muted everyone</source>
        <translation>Un organisateur a coupé le micro de tout le monde</translation>
    </message>
</context>
<context>
    <name>NoticeStack</name>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/notices.py" line="26"/>
        <source>Notices</source>
        <translation>Notifications</translation>
    </message>
</context>
<context>
    <name>PeopleController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="207"/>
        <source>%1 left</source>
        <translation>%1 a quitté la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="210"/>
        <source>Participant</source>
        <translation>Participant</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="226"/>
        <source>%1 joined</source>
        <translation>%1 a rejoint la réunion</translation>
    </message>
</context>
<context>
    <name>PeoplePanel</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="231"/>
        <source>Participants</source>
        <translation>Participants</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="240"/>
        <source>Speaking</source>
        <translation>Parle</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="240"/>
        <source>presenting</source>
        <translation>présente</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="241"/>
        <source>not in picture</source>
        <translation>hors image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="242"/>
        <source>In the composed picture</source>
        <translation>Dans l&apos;image composée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="243"/>
        <source>Not in the composed picture</source>
        <translation>Absent de l&apos;image composée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="244"/>
        <source>sharing screen</source>
        <translation>partage son écran</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="244"/>
        <source>Shares a screen</source>
        <translation>Partage un écran</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="245"/>
        <source>Microphone on</source>
        <translation>Micro activé</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="245"/>
        <source>Microphone muted</source>
        <translation>Micro coupé</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="246"/>
        <source>Camera off</source>
        <translation>Caméra coupée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="246"/>
        <source>Hand raised</source>
        <translation>Main levée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="247"/>
        <source>Lower hand</source>
        <translation>Baisser la main</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="248"/>
        <source>Hand raised: click to lower it</source>
        <translation>Main levée : cliquez pour la baisser</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="266"/>
        <source>PARTICIPANTS (%1)</source>
        <translation>PARTICIPANTS (%1)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="239"/>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="222"/>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="224"/>
        <source>Mute everyone</source>
        <translation>Couper les micros</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="225"/>
        <source>Mute everyone&apos;s microphone; each can unmute again</source>
        <translation>Couper le micro de tout le monde ; chacun peut le réactiver</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="239"/>
        <source>guest</source>
        <translation>invité</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="239"/>
        <source>Remove from meeting</source>
        <translation>Retirer de la réunion</translation>
    </message>
</context>
<context>
    <name>PermalinkController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/permalinks.py" line="50"/>
        <source>Permalink request failed: %1</source>
        <translation>Échec de la demande de lien permanent : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/permalinks.py" line="69"/>
        <source>%1&apos;s meeting room</source>
        <translation>Salle de réunion de %1</translation>
    </message>
</context>
<context>
    <name>PermalinksView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="27"/>
        <source>PERMALINKS</source>
        <translation>LIENS PERMANENTS</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="28"/>
        <source>Links that stay valid: hosts start the meeting, guests wait for a host.</source>
        <translation>Des liens durables : les hôtes lancent la réunion, les invités attendent un hôte.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="32"/>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="33"/>
        <source>Never expires</source>
        <translation>N&apos;expire jamais</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="38"/>
        <source>Expiry</source>
        <translation>Expiration</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="41"/>
        <source>Expiry date of new permalinks</source>
        <translation>Date d&apos;expiration des nouveaux liens permanents</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="45"/>
        <source>Create permalink</source>
        <translation>Créer un lien permanent</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="45"/>
        <source>Create a permalink</source>
        <translation>Créer un lien permanent</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="51"/>
        <source>No permalinks yet.</source>
        <translation>Aucun lien permanent pour le moment.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="78"/>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="80"/>
        <source>Add a host</source>
        <translation>Ajouter un hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="79"/>
        <source>Name of the new host:</source>
        <translation>Nom du nouvel hôte :</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="91"/>
        <source>Co-host</source>
        <translation>Co-hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="112"/>
        <source>Permalink %1</source>
        <translation>Lien permanent %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="118"/>
        <source>expires %1</source>
        <translation>expire le %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="119"/>
        <source>never expires</source>
        <translation>n&apos;expire jamais</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="119"/>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="123"/>
        <source>Guest link</source>
        <translation>Lien invité</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="123"/>
        <source>Copy the permalink guest link</source>
        <translation>Copier le lien invité du lien permanent</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="124"/>
        <source>Permalink guest link copied</source>
        <translation>Lien invité du lien permanent copié</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="126"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="126"/>
        <source>Add a host user</source>
        <translation>Ajouter un hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="129"/>
        <source>Delete the permalink</source>
        <translation>Supprimer le lien permanent</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="135"/>
        <source>Host: %1</source>
        <translation>Hôte : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="137"/>
        <source>Copy the host link of %1</source>
        <translation>Copier le lien d&apos;hôte de %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="138"/>
        <source>Host link copied</source>
        <translation>Lien d&apos;hôte copié</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="140"/>
        <source>Revoke the host link of %1</source>
        <translation>Révoquer le lien d&apos;hôte de %1</translation>
    </message>
</context>
<context>
    <name>PlaybacksController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/playbacks.py" line="88"/>
        <source>The playback could not start</source>
        <translation>La lecture n&apos;a pas pu démarrer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/playbacks.py" line="90"/>
        <source>%1: choose a video file or give its web address.</source>
        <translation>%1 : choisissez un fichier vidéo ou indiquez son adresse web.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/playbacks.py" line="100"/>
        <source>%1: a file on this computer can only be played into a meeting hosted on this computer. Give the video&apos;s web address instead.</source>
        <translation>%1 : un fichier de cet ordinateur ne peut être lu que dans une réunion hébergée sur cet ordinateur. Indiquez plutôt l&apos;adresse web de la vidéo.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/playbacks.py" line="126"/>
        <source>The playback could not be stopped</source>
        <translation>La lecture n&apos;a pas pu être arrêtée</translation>
    </message>
</context>
<context>
    <name>PlaybacksView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="24"/>
        <source>PLAY A VIDEO INTO THE MEETING</source>
        <translation>DIFFUSER UNE VIDÉO DANS LA RÉUNION</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="29"/>
        <source>https://… (mp4, webm, mp3) or a file on this computer</source>
        <translation>https://… (mp4, webm, mp3) ou un fichier de cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="30"/>
        <source>Video file or web address</source>
        <translation>Fichier vidéo ou adresse web</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="32"/>
        <source>Choose file…</source>
        <translation>Choisir un fichier…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="32"/>
        <source>Choose a video file</source>
        <translation>Choisir un fichier vidéo</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="35"/>
        <source>Video</source>
        <translation>Vidéo</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="37"/>
        <source>Shown as the tile&apos;s name</source>
        <translation>Affiché comme nom de la vignette</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="38"/>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="39"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="41"/>
        <source>Where it plays</source>
        <translation>Où la vidéo est affichée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="42"/>
        <source>Plays</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="44"/>
        <source>With sound</source>
        <translation>Avec le son</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="45"/>
        <source>Repeat until stopped</source>
        <translation>Répéter jusqu&apos;à l&apos;arrêt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="52"/>
        <source>Play</source>
        <translation>Lire</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="54"/>
        <source>Play into the meeting</source>
        <translation>Diffuser dans la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="64"/>
        <source>PLAYING NOW</source>
        <translation>EN COURS DE LECTURE</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="68"/>
        <source>Nothing is playing.</source>
        <translation>Aucune lecture en cours.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="77"/>
        <source>Files on this computer are served to the meeting while they play.</source>
        <translation>Les fichiers de cet ordinateur sont fournis à la réunion pendant leur lecture.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="78"/>
        <source>This meeting runs on another computer: give the video&apos;s web address (a file on this computer cannot reach it).</source>
        <translation>Cette réunion se tient sur un autre ordinateur : indiquez l&apos;adresse web de la vidéo (un fichier de cet ordinateur ne peut pas l&apos;atteindre).</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="85"/>
        <source>As a new tile</source>
        <translation>Dans une nouvelle vignette</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="87"/>
        <source>Instead of %1</source>
        <translation>À la place de %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="108"/>
        <source>instead of %1</source>
        <translation>à la place de %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="110"/>
        <source>as a new tile</source>
        <translation>dans une nouvelle vignette</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="111"/>
        <source>with sound</source>
        <translation>avec le son</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="114"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="114"/>
        <source>Stop this playback</source>
        <translation>Arrêter cette lecture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="127"/>
        <source>Choose a video</source>
        <translation>Choisir une vidéo</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="128"/>
        <source>Videos (%1)</source>
        <translation>Vidéos (%1)</translation>
    </message>
</context>
<context>
    <name>QualityBars</name>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="35"/>
        <source>Good connection</source>
        <translation>Bonne connexion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="35"/>
        <source>Fair connection</source>
        <translation>Connexion moyenne</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="36"/>
        <source>Poor connection</source>
        <translation>Mauvaise connexion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="37"/>
        <source>%1 % of packets lost</source>
        <translation>%1 % des paquets perdus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="39"/>
        <source>round trip %1 ms</source>
        <translation>aller-retour %1 ms</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="41"/>
        <source>%1 frames a second</source>
        <translation>%1 images par seconde</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="43"/>
        <source>the picture %1 s behind</source>
        <translation>l&apos;image en retard de %1 s</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="44"/>
        <source>Your connection to the meeting server (a composed meeting is one stream for everyone)</source>
        <translation>Votre connexion au serveur de la réunion (une réunion composée est un seul flux pour tous)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="45"/>
        <source>Their video as it reaches you</source>
        <translation>Sa vidéo telle qu&apos;elle vous parvient</translation>
    </message>
</context>
<context>
    <name>ReactionButton</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="23"/>
        <source>Thumbs up</source>
        <translation>Pouce levé</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="24"/>
        <source>Heart</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="25"/>
        <source>Laugh</source>
        <translation>Rire</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="26"/>
        <source>Applause</source>
        <translation>Applaudissements</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="27"/>
        <source>Surprised</source>
        <translation>Surpris</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="28"/>
        <source>Celebrate</source>
        <translation>Fête</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="56"/>
        <source>Reactions</source>
        <translation>Réactions</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="81"/>
        <source>Send a reaction everyone sees</source>
        <translation>Envoyer une réaction visible par tous</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="82"/>
        <source>Reactions are turned off in this meeting</source>
        <translation>Les réactions sont désactivées dans cette réunion</translation>
    </message>
</context>
<context>
    <name>ReactionOverlay</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="114"/>
        <source>Reactions</source>
        <translation>Réactions</translation>
    </message>
</context>
<context>
    <name>ReactionsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/reactions.py" line="41"/>
        <source>Reactions are turned off in this meeting</source>
        <translation>Les réactions sont désactivées dans cette réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/reactions.py" line="43"/>
        <source>Not so fast: a few reactions a second at most</source>
        <translation>Pas si vite : quelques réactions par seconde au plus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/reactions.py" line="45"/>
        <source>Reaction not sent: %1</source>
        <translation>Réaction non envoyée : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/reactions.py" line="53"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
</context>
<context>
    <name>RecordingRow</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="44"/>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="53"/>
        <source>Recorded by %1</source>
        <translation>Enregistré par %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="55"/>
        <source>Download</source>
        <translation>Télécharger</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="55"/>
        <source>Download the recording</source>
        <translation>Télécharger l&apos;enregistrement</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="58"/>
        <source>Download progress</source>
        <translation>Progression du téléchargement</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="63"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="63"/>
        <source>Open the recording</source>
        <translation>Ouvrir l&apos;enregistrement</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="65"/>
        <source>Show in folder</source>
        <translation>Afficher dans le dossier</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="66"/>
        <source>Show the downloaded file in its folder</source>
        <translation>Afficher le fichier téléchargé dans son dossier</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="69"/>
        <source>Download transcript</source>
        <translation>Télécharger la transcription</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="70"/>
        <source>Download the transcript (WebVTT) of this recording</source>
        <translation>Télécharger la transcription (WebVTT) de cet enregistrement</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="74"/>
        <source>Delete the recording</source>
        <translation>Supprimer l&apos;enregistrement</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="82"/>
        <source>Recording…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="84"/>
        <source>Processing…</source>
        <translation>Traitement…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="86"/>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="105"/>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
</context>
<context>
    <name>RecordingsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="112"/>
        <source>The recording could not start</source>
        <translation>L&apos;enregistrement n&apos;a pas pu démarrer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="113"/>
        <source>The recording could not stop</source>
        <translation>L&apos;enregistrement n&apos;a pas pu s&apos;arrêter</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="136"/>
        <source>The recordings could not be listed</source>
        <translation>La liste des enregistrements n&apos;a pas pu être chargée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="188"/>
        <source>The recording could not be downloaded</source>
        <translation>L&apos;enregistrement n&apos;a pas pu être téléchargé</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="194"/>
        <source>%1: it is not ready yet.</source>
        <translation>%1 : il n&apos;est pas encore prêt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="262"/>
        <source>The recording could not be deleted</source>
        <translation>L&apos;enregistrement n&apos;a pas pu être supprimé</translation>
    </message>
</context>
<context>
    <name>RecordingsView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="136"/>
        <source>RECORD THIS MEETING</source>
        <translation>ENREGISTRER CETTE RÉUNION</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="138"/>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="140"/>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="198"/>
        <source>Start recording</source>
        <translation>Démarrer l&apos;enregistrement</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="145"/>
        <source>Recording time</source>
        <translation>Durée d&apos;enregistrement</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="150"/>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="187"/>
        <source>The recording holds the composed picture and everyone&apos;s sound.</source>
        <translation>L&apos;enregistrement contient l&apos;image composée et le son de tous.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="156"/>
        <source>RECORDINGS OF THIS ROOM</source>
        <translation>ENREGISTREMENTS DE CETTE SALLE</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="163"/>
        <source>No recordings yet.</source>
        <translation>Aucun enregistrement pour le moment.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="166"/>
        <source>Newer</source>
        <translation>Plus récents</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="166"/>
        <source>Show newer recordings</source>
        <translation>Afficher les enregistrements plus récents</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="169"/>
        <source>Older</source>
        <translation>Plus anciens</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="169"/>
        <source>Show older recordings</source>
        <translation>Afficher les enregistrements plus anciens</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="198"/>
        <source>Stop recording</source>
        <translation>Arrêter l&apos;enregistrement</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="214"/>
        <source>● REC %1</source>
        <translation>● ENR %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="242"/>
        <source>Page %1</source>
        <translation>Page %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="268"/>
        <source>Transcript saved to %1</source>
        <translation>Transcription enregistrée dans %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="282"/>
        <source>Delete the recording?</source>
        <translation>Supprimer l&apos;enregistrement ?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="283"/>
        <source>The recording is deleted from the meeting service for everyone. Files you downloaded stay.</source>
        <translation>L&apos;enregistrement est supprimé du service de réunion pour tout le monde. Les fichiers téléchargés sont conservés.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="284"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="18"/>
        <source>%1: the meeting service cannot be reached.</source>
        <translation>%1 : le service de réunion est injoignable.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="22"/>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="23"/>
        <source>%1: the service refused the API key.</source>
        <translation>%1 : le service a refusé la clé API.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="24"/>
        <source>%1: this meeting does not allow it.</source>
        <translation>%1 : cette réunion ne le permet pas.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="25"/>
        <source>%1 now: %2.</source>
        <translation>%1 pour le moment : %2.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="26"/>
        <source>%1: the meeting is over.</source>
        <translation>%1 : la réunion est terminée.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="27"/>
        <source>%1: the API key is locked.</source>
        <translation>%1 : la clé API est verrouillée.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="28"/>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="35"/>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="36"/>
        <source>%1: %2.</source>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="31"/>
        <source>For a device on your network or this computer, allow it in Settings: &quot;Streams and webhooks may go to this computer and my network&quot;.</source>
        <translation>Pour un appareil de votre réseau ou cet ordinateur, autorisez-le dans les Paramètres : « Les diffusions et webhooks peuvent aller vers cet ordinateur et mon réseau ».</translation>
    </message>
</context>
<context>
    <name>SelfView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="25"/>
        <source>Camera off</source>
        <translation>Caméra coupée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="26"/>
        <source>Your camera</source>
        <translation>Votre caméra</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="27"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="31"/>
        <source>Drag to another corner</source>
        <translation>Faire glisser vers un autre coin</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="35"/>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="36"/>
        <source>Hide yourself</source>
        <translation>Masquer votre image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="43"/>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="44"/>
        <source>Show yourself</source>
        <translation>Afficher votre image</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="52"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="53"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="61"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="88"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="94"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="95"/>
        <source>Display name</source>
        <translation>Nom d&apos;affichage</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="99"/>
        <source>Choose picture…</source>
        <translation>Choisir une image…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="100"/>
        <source>Choose avatar picture</source>
        <translation>Choisir l&apos;image d&apos;avatar</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="102"/>
        <source>Use initials</source>
        <translation>Utiliser les initiales</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="104"/>
        <source>Remove avatar picture</source>
        <translation>Retirer l&apos;image d&apos;avatar</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="113"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="115"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="131"/>
        <source>Remote service</source>
        <translation>Service distant</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="132"/>
        <source>Host meetings on a service instead of this computer. Leave the address empty to use the built-in engine.</source>
        <translation>Organiser les réunions sur un service plutôt que sur cet ordinateur. Laissez l&apos;adresse vide pour utiliser le moteur intégré.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="142"/>
        <source>Service address</source>
        <translation>Adresse du service</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="145"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="146"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="149"/>
        <source>API key</source>
        <translation>Clé API</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="147"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="162"/>
        <source>Devices</source>
        <translation>Périphériques</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="163"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="165"/>
        <source>Camera preview</source>
        <translation>Aperçu de la caméra</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="168"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="177"/>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="170"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="179"/>
        <source>Microphone</source>
        <translation>Micro</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="182"/>
        <source>Microphone level</source>
        <translation>Niveau du micro</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="186"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="191"/>
        <source>Speaker</source>
        <translation>Haut-parleur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="187"/>
        <source>System default</source>
        <translation>Par défaut du système</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="194"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="444"/>
        <source>Test speaker</source>
        <translation>Tester le haut-parleur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="195"/>
        <source>Play a test sound on the speaker</source>
        <translation>Jouer un son de test sur le haut-parleur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="196"/>
        <source>Play a short sound on the chosen speaker</source>
        <translation>Jouer un son court sur le haut-parleur choisi</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="223"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="224"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="226"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="421"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="228"/>
        <source>Save settings</source>
        <translation>Enregistrer les paramètres</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="248"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="251"/>
        <source>Background</source>
        <translation>Arrière-plan</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="252"/>
        <source>Blur or replace what is behind you, in meetings whose room allows it; the preview shows how you will look.</source>
        <translation>Flouter ou remplacer ce qui se trouve derrière vous, dans les réunions dont la salle le permet ; l&apos;aperçu montre votre rendu.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="254"/>
        <source>Dusk</source>
        <translation>Crépuscule</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="254"/>
        <source>Room</source>
        <translation>Intérieur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="254"/>
        <source>Mountains</source>
        <translation>Montagnes</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="255"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="256"/>
        <source>Blur</source>
        <translation>Flou</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="260"/>
        <source>The room&apos;s picture</source>
        <translation>Image de la salle</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="267"/>
        <source>Your picture…</source>
        <translation>Votre image…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="268"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="293"/>
        <source>Choose a background picture</source>
        <translation>Choisir une image d&apos;arrière-plan</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="281"/>
        <source>Background effects are not available: %1</source>
        <translation>Les effets d&apos;arrière-plan ne sont pas disponibles : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="294"/>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="302"/>
        <source>This background cannot be used: %1</source>
        <translation>Cet arrière-plan ne peut pas être utilisé : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="317"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="327"/>
        <source>Echo cancellation</source>
        <translation>Annulation de l&apos;écho</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="318"/>
        <source>Removes the others&apos; voices coming back from your speakers</source>
        <translation>Supprime les voix des autres renvoyées par vos haut-parleurs</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="319"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="329"/>
        <source>Noise suppression</source>
        <translation>Suppression du bruit</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="320"/>
        <source>Lowers steady background noise such as fans</source>
        <translation>Atténue les bruits de fond constants, comme les ventilateurs</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="321"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="328"/>
        <source>Automatic gain</source>
        <translation>Gain automatique</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="322"/>
        <source>Evens out your volume, so a quiet voice is heard</source>
        <translation>Égalise votre volume pour qu&apos;une voix faible soit entendue</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="335"/>
        <source>For music, switch these off: it is then sent as it is played.</source>
        <translation>Pour de la musique, désactivez-les : elle est alors transmise telle qu&apos;elle est jouée.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="342"/>
        <source>Sound processing is unavailable (%1).</source>
        <translation>Le traitement du son est indisponible (%1).</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="354"/>
        <source>Test card</source>
        <translation>Mire de test</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="354"/>
        <source>Tone</source>
        <translation>Tonalité de test</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="355"/>
        <source>%1 (synthetic)</source>
        <translation>%1 (synthétique)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="358"/>
        <source>Choose a picture</source>
        <translation>Choisir une image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="359"/>
        <source>Images (*.png *.jpg *.jpeg *.webp *.svg)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp *.svg)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="414"/>
        <source>Checking the service…</source>
        <translation>Vérification du service…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="425"/>
        <source>Save anyway</source>
        <translation>Enregistrer quand même</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="434"/>
        <source>Playing…</source>
        <translation>Lecture…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="488"/>
        <source>The service at %1 cannot be reached. Check the address and that the service runs.</source>
        <translation>Le service à l’adresse %1 est injoignable. Vérifiez l’adresse et que le service fonctionne.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="492"/>
        <source>The service refused this API key.</source>
        <translation>Le service a refusé cette clé API.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="493"/>
        <source>The service answered with an error: %1</source>
        <translation>Le service a répondu par une erreur : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="496"/>
        <source>This is not a web address: %1</source>
        <translation>Ceci n’est pas une adresse web : %1</translation>
    </message>
</context>
<context>
    <name>ShareController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/share.py" line="55"/>
        <source>Could not change the presentation: %1</source>
        <translation>Impossible de modifier la présentation : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/share.py" line="70"/>
        <source>Your presentation ended</source>
        <translation>Votre présentation est terminée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/share.py" line="73"/>
        <source>%1 is presenting</source>
        <translation>%1 présente</translation>
    </message>
</context>
<context>
    <name>SharePicker</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="44"/>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="45"/>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="50"/>
        <source>Share your screen</source>
        <translation>Partager votre écran</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="54"/>
        <source>Choose a screen or a window. The others see it instead of your camera until you stop sharing.</source>
        <translation>Choisissez un écran ou une fenêtre. Les autres le voient à la place de votre caméra jusqu&apos;à ce que vous arrêtiez le partage.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="67"/>
        <source>Screens and windows</source>
        <translation>Écrans et fenêtres</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="71"/>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="74"/>
        <source>Present: show it large to everyone</source>
        <translation>Présenter : l&apos;afficher en grand pour tous</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="72"/>
        <source>The meeting&apos;s picture shows your screen in the big place while you share</source>
        <translation>L&apos;image de la réunion montre votre écran en grand pendant le partage</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="78"/>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="80"/>
        <source>Refresh the list</source>
        <translation>Actualiser la liste</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="84"/>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="85"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="88"/>
        <source>Share</source>
        <translation>Partager</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="90"/>
        <source>Share the chosen screen</source>
        <translation>Partager l&apos;écran choisi</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="99"/>
        <source>Screen</source>
        <translation>Écran</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="99"/>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="99"/>
        <source>Test screen</source>
        <translation>Écran de test</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="102"/>
        <source>Test screen (no display needed)</source>
        <translation>Écran de test (sans affichage)</translation>
    </message>
</context>
<context>
    <name>SnapshotCard</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="29"/>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="33"/>
        <source>Snapshot picture</source>
        <translation>Image de la capture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="40"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="40"/>
        <source>Save the snapshot to the downloads folder</source>
        <translation>Enregistrer la capture dans le dossier Téléchargements</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="43"/>
        <source>Show the saved snapshot in its folder</source>
        <translation>Afficher la capture enregistrée dans son dossier</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="47"/>
        <source>Delete the snapshot</source>
        <translation>Supprimer la capture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="59"/>
        <source>No picture</source>
        <translation>Pas d&apos;image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="63"/>
        <source>Saved to %1</source>
        <translation>Enregistrée dans %1</translation>
    </message>
</context>
<context>
    <name>SnapshotsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/snapshots.py" line="97"/>
        <source>The snapshot could not be taken</source>
        <translation>La capture n&apos;a pas pu être prise</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/snapshots.py" line="107"/>
        <source>The snapshot could not be saved</source>
        <translation>La capture n&apos;a pas pu être enregistrée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/snapshots.py" line="109"/>
        <source>%1: it has no download address.</source>
        <translation>%1 : elle n&apos;a pas d&apos;adresse de téléchargement.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/snapshots.py" line="140"/>
        <source>The snapshot could not be deleted</source>
        <translation>La capture n&apos;a pas pu être supprimée</translation>
    </message>
</context>
<context>
    <name>SnapshotsView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="81"/>
        <source>SNAPSHOTS</source>
        <translation>CAPTURES</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="83"/>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="85"/>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="112"/>
        <source>Take snapshot</source>
        <translation>Prendre une capture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="90"/>
        <source>A snapshot is a picture of the composed meeting, as everyone sees it.</source>
        <translation>Une capture est une image de la réunion composée, telle que tout le monde la voit.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="102"/>
        <source>No snapshots yet.</source>
        <translation>Aucune capture pour le moment.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="112"/>
        <source>Taking…</source>
        <translation>Capture…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="138"/>
        <source>Saved to %1</source>
        <translation>Enregistrée dans %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="152"/>
        <source>Delete the snapshot?</source>
        <translation>Supprimer la capture ?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="153"/>
        <source>The snapshot is deleted from the meeting service. Saved files stay.</source>
        <translation>La capture est supprimée du service de réunion. Les fichiers enregistrés sont conservés.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="154"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
</context>
<context>
    <name>StreamsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="111"/>
        <source>The live stream could not start</source>
        <translation>La diffusion en direct n&apos;a pas pu démarrer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="113"/>
        <source>%1: the stream URL must start with rtmp:// or rtmps://.</source>
        <translation>%1 : l&apos;URL du flux doit commencer par rtmp:// ou rtmps://.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="131"/>
        <source>The live stream could not stop</source>
        <translation>La diffusion en direct n&apos;a pas pu s&apos;arrêter</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="136"/>
        <source>%1 (participant)</source>
        <translation>%1 (participant)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="139"/>
        <source>The composed meeting</source>
        <translation>L&apos;image composée de la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="142"/>
        <source>%1 (playback)</source>
        <translation>%1 (lecture)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="151"/>
        <source>The forward could not start</source>
        <translation>Le transfert n&apos;a pas pu démarrer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="153"/>
        <source>%1: forwarding needs the service&apos;s API key.</source>
        <translation>%1 : le transfert nécessite la clé API du service.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="156"/>
        <source>%1: the WHIP URL must start with http:// or https://.</source>
        <translation>%1 : l&apos;URL WHIP doit commencer par http:// ou https://.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="191"/>
        <source>The forward could not stop</source>
        <translation>Le transfert n&apos;a pas pu s&apos;arrêter</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="193"/>
        <source>it had ended already</source>
        <translation>il était déjà terminé</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="228"/>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="243"/>
        <source>the playback ended</source>
        <translation>la lecture est terminée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="242"/>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="255"/>
        <source>the participant left the call</source>
        <translation>le participant a quitté l&apos;appel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="244"/>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="261"/>
        <source>the meeting ended</source>
        <translation>la réunion est terminée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="245"/>
        <source>its source ended</source>
        <translation>sa source s&apos;est arrêtée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="246"/>
        <source>the connection to the destination failed</source>
        <translation>la connexion à la destination a échoué</translation>
    </message>
</context>
<context>
    <name>StreamsView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="31"/>
        <source>LIVE STREAM</source>
        <translation>DIFFUSION EN DIRECT</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="38"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="44"/>
        <source>Stream URL</source>
        <translation>URL du flux</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="47"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="48"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="159"/>
        <source>Player URL</source>
        <translation>URL du lecteur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="51"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="169"/>
        <source>Go live</source>
        <translation>Passer en direct</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="53"/>
        <source>Start the live stream</source>
        <translation>Démarrer la diffusion en direct</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="67"/>
        <source>FORWARD TO A WHIP ENDPOINT</source>
        <translation>TRANSFÉRER VERS UN POINT D&apos;ACCÈS WHIP</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="73"/>
        <source>What to forward</source>
        <translation>Ce qui est transféré</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="74"/>
        <source>Forward</source>
        <translation>Transférer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="76"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="80"/>
        <source>Streams</source>
        <translation>Flux</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="77"/>
        <source>Sound and picture</source>
        <translation>Son et image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="77"/>
        <source>Picture only</source>
        <translation>Image seule</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="78"/>
        <source>Sound only</source>
        <translation>Son seul</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="83"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="84"/>
        <source>WHIP URL</source>
        <translation>URL WHIP</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="87"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="89"/>
        <source>Start forward</source>
        <translation>Démarrer le transfert</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="93"/>
        <source>Clear ended</source>
        <translation>Effacer les terminés</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="93"/>
        <source>Remove ended forwards from the list</source>
        <translation>Retirer les transferts terminés de la liste</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="101"/>
        <source>No forwards started from here.</source>
        <translation>Aucun transfert lancé depuis ici.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="126"/>
        <source>The composed meeting</source>
        <translation>L&apos;image composée de la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="127"/>
        <source>Participant: %1</source>
        <translation>Participant : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="128"/>
        <source>Playback: %1</source>
        <translation>Lecture : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="147"/>
        <source>● LIVE</source>
        <translation>● EN DIRECT</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="151"/>
        <source>Live on %1</source>
        <translation>En direct sur %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="158"/>
        <source>No player URL</source>
        <translation>Pas d&apos;URL de lecteur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="162"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="197"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="162"/>
        <source>Stop the live stream</source>
        <translation>Arrêter la diffusion en direct</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="169"/>
        <source>Live</source>
        <translation>En direct</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="174"/>
        <source>starting…</source>
        <translation>démarrage…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="174"/>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="174"/>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="175"/>
        <source>ended</source>
        <translation>terminé</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="175"/>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="184"/>
        <source>Forward state</source>
        <translation>État du transfert</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="190"/>
        <source>sound and picture</source>
        <translation>son et image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="190"/>
        <source>picture</source>
        <translation>image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="191"/>
        <source>sound</source>
        <translation>son</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="192"/>
        <source>%1 to %2</source>
        <translation>%1 vers %2</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="197"/>
        <source>Stop this forward</source>
        <translation>Arrêter ce transfert</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="222"/>
        <source>Hide the stream URL</source>
        <translation>Masquer l’URL du flux</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="222"/>
        <source>Show the stream URL</source>
        <translation>Afficher l’URL du flux</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="68"/>
        <source>● REC</source>
        <translation>● ENR</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="70"/>
        <source>This meeting is being recorded</source>
        <translation>Cette réunion est enregistrée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="71"/>
        <source>Recording</source>
        <translation>Enregistrement</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="74"/>
        <source>Locked</source>
        <translation>Verrouillée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="76"/>
        <source>Nobody new can join this meeting</source>
        <translation>Plus personne ne peut rejoindre cette réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="77"/>
        <source>Meeting locked</source>
        <translation>Réunion verrouillée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="83"/>
        <source>Video mode</source>
        <translation>Mode vidéo</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="91"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="92"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="152"/>
        <source>Connection details</source>
        <translation>Détails de la connexion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="98"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="182"/>
        <source>No video received yet.</source>
        <translation>Aucune vidéo reçue pour l’instant.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="99"/>
        <source>Video statistics</source>
        <translation>Statistiques vidéo</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="109"/>
        <source>Connection state</source>
        <translation>État de la connexion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="113"/>
        <source>Meeting</source>
        <translation>Réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="123"/>
        <source>Joining…</source>
        <translation>Connexion à la réunion…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="123"/>
        <source>Waiting for the meeting…</source>
        <translation>En attente de la réunion…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="124"/>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="124"/>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="125"/>
        <source>Reconnecting…</source>
        <translation>Reconnexion…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="125"/>
        <source>Disconnected</source>
        <translation>Déconnecté</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="134"/>
        <source>Composed picture</source>
        <translation>Image composée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="135"/>
        <source>The meeting server combines everyone&apos;s video into one picture. The small view shows your own camera.</source>
        <translation>Le serveur de la réunion réunit les vidéos de tous en une seule image. La petite vue montre votre propre caméra.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="138"/>
        <source>Direct video</source>
        <translation>Vidéo directe</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="139"/>
        <source>You see the other participant&apos;s own video.</source>
        <translation>Vous voyez directement la vidéo de l&apos;autre participant.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="159"/>
        <source>Good connection</source>
        <translation>Bonne connexion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="159"/>
        <source>Fair connection</source>
        <translation>Connexion moyenne</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="160"/>
        <source>Poor connection</source>
        <translation>Mauvaise connexion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="172"/>
        <source>%1 % of packets lost</source>
        <translation>%1 % des paquets perdus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="174"/>
        <source>round trip %1 ms</source>
        <translation>aller-retour %1 ms</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="177"/>
        <source>The picture is %1 s behind.</source>
        <translation>L&apos;image a %1 s de retard.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="179"/>
        <source>Video: %1 frames a second</source>
        <translation>Vidéo : %1 images par seconde</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="180"/>
        <source>Frames received %1, painted %2, dropped %3</source>
        <translation>Images reçues %1, affichées %2, perdues %3</translation>
    </message>
</context>
<context>
    <name>TranscriptPanel</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="200"/>
        <source>TRANSCRIPT</source>
        <translation>TRANSCRIPTION</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="203"/>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="204"/>
        <source>Save the transcript as WebVTT or text</source>
        <translation>Enregistrer la transcription en WebVTT ou en texte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="209"/>
        <source>No captions yet.
What is said appears here while captions are on.</source>
        <translation>Pas encore de sous-titres.
Ce qui est dit s’affiche ici tant que les sous-titres sont activés.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="216"/>
        <source>Transcript</source>
        <translation>Transcription</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="247"/>
        <source>WebVTT captions (*.vtt)</source>
        <translation>Sous-titres WebVTT (*.vtt)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="247"/>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="248"/>
        <source>Save the transcript</source>
        <translation>Enregistrer la transcription</translation>
    </message>
</context>
<context>
    <name>TranscriptsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/transcripts.py" line="74"/>
        <source>The transcript could not be downloaded</source>
        <translation>Impossible de télécharger la transcription</translation>
    </message>
</context>
<context>
    <name>WaitingNotice</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="33"/>
        <source>Guests waiting for you</source>
        <translation>Invités qui vous attendent</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="62"/>
        <source>Start the meeting</source>
        <translation>Lancer la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="64"/>
        <source>Start the meeting %1</source>
        <translation>Lancer la réunion %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="74"/>
        <source>your meeting room</source>
        <translation>votre salle de réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="76"/>
        <source>%1 is waiting for you in %2.</source>
        <translation>%1 vous attend dans %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="77"/>
        <source>%1 and %n others are waiting for you in %2.</source>
        <translation>
            <numerusform>%1 et %n autre personne vous attendent dans %2.</numerusform>
            <numerusform>%1 et %n autres personnes vous attendent dans %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WaitingWiring</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="125"/>
        <source>Someone is waiting for you</source>
        <translation>Quelqu&apos;un vous attend</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="11"/>
        <source>the service cannot be reached</source>
        <translation>le service est injoignable</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="26"/>
        <source>this room does not allow it (the room&apos;s options switch it off)</source>
        <translation>cette salle ne le permet pas (les options de la salle le désactivent)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="28"/>
        <source>the service cannot do that right now</source>
        <translation>le service ne peut pas le faire pour le moment</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="30"/>
        <source>the meeting has ended</source>
        <translation>la réunion est terminée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="32"/>
        <source>the service no longer knows this meeting</source>
        <translation>le service ne connaît plus cette réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="34"/>
        <source>the service account is locked</source>
        <translation>le compte du service est verrouillé</translation>
    </message>
</context>
<context>
    <name>meetdesk</name>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="456"/>
        <source>Host a meeting</source>
        <translation>Organiser une réunion</translation>
    </message>
</context>
</TS>
