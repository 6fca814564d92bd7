<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AudioOutput</name>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="74"/>
        <source>No sound: the system library %1 is missing, so remote audio cannot be played.</source>
        <translation>Pas de son : la bibliothèque système %1 est absente, le son des autres ne peut pas être lu.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="78"/>
        <source>No sound: audio output could not be loaded (%1).</source>
        <translation>Pas de son : la sortie audio n’a pas pu être chargée (%1).</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="80"/>
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
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="21"/>
        <source>CHAT</source>
        <translation>DISCUSSION</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="24"/>
        <source>No messages yet.
Say hello to everyone!</source>
        <translation>Aucun message pour le moment.
Dites bonjour à tout le monde !</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="30"/>
        <source>Chat messages</source>
        <translation>Messages de la discussion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="36"/>
        <source>Write a message…</source>
        <translation>Écrire un message…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="37"/>
        <source>Chat message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="42"/>
        <source>Send (Enter)</source>
        <translation>Envoyer (Entrée)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="43"/>
        <source>Send message</source>
        <translation>Envoyer le message</translation>
    </message>
</context>
<context>
    <name>GuestNameDialog</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="10"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="11"/>
        <source>Join as guest</source>
        <translation>Participer en tant qu’invité</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="16"/>
        <source>Join %1</source>
        <translation>Rejoindre %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="16"/>
        <source>Join the meeting</source>
        <translation>Rejoindre la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="21"/>
        <source>How should the others see you?</source>
        <translation>Comment les autres doivent-ils vous voir ?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="26"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="27"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="33"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="34"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="36"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="38"/>
        <source>Join meeting</source>
        <translation>Rejoindre la réunion</translation>
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="50"/>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="59"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="75"/>
        <source>Press any key to close</source>
        <translation>Appuyez sur une touche pour fermer</translation>
    </message>
</context>
<context>
    <name>HostConsole</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/console.py" line="19"/>
        <source>Host console — %1</source>
        <translation>Console de l’hôte — %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/console.py" line="24"/>
        <source>Host console</source>
        <translation>Console de l’hôte</translation>
    </message>
</context>
<context>
    <name>HostMeetingController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="21"/>
        <source>Could not lock: %1</source>
        <translation>Verrouillage impossible : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="25"/>
        <source>Could not remove the participant: %1</source>
        <translation>Impossible de retirer le participant : %1</translation>
    </message>
</context>
<context>
    <name>HostMeetingView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="25"/>
        <source>INVITE</source>
        <translation>INVITER</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="28"/>
        <source>Guest link</source>
        <translation>Lien invité</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="30"/>
        <source>Copy guest link</source>
        <translation>Copier le lien invité</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="31"/>
        <source>Copy the guest link to the clipboard</source>
        <translation>Copier le lien invité dans le presse-papiers</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="37"/>
        <source>MEETING</source>
        <translation>RÉUNION</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="38"/>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="58"/>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="79"/>
        <source>Lock meeting</source>
        <translation>Verrouiller la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="39"/>
        <source>Let nobody new join (cannot be undone)</source>
        <translation>Plus personne ne peut entrer (irréversible)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="46"/>
        <source>End meeting for all</source>
        <translation>Terminer la réunion pour tous</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="47"/>
        <source>End the meeting for every participant</source>
        <translation>Terminer la réunion pour tous les participants</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="54"/>
        <source>No guest link for this meeting</source>
        <translation>Pas de lien invité pour cette réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="58"/>
        <source>Meeting locked</source>
        <translation>Réunion verrouillée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="61"/>
        <source>Nobody new can join. People here can stay.</source>
        <translation>Plus personne ne peut entrer. Les présents peuvent rester.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="63"/>
        <source>Locking is switched off for this meeting.</source>
        <translation>Le verrouillage est désactivé pour cette réunion.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="65"/>
        <source>Locking keeps everyone new out, for the rest of the meeting.</source>
        <translation>Le verrouillage empêche toute nouvelle entrée jusqu’à la fin de la réunion.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="71"/>
        <source>Guest link copied</source>
        <translation>Lien invité copié</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="75"/>
        <source>Lock the meeting?</source>
        <translation>Verrouiller la réunion ?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="76"/>
        <source>Nobody new will be able to join, not even with the guest link. This cannot be undone for the rest of the meeting.</source>
        <translation>Plus personne ne pourra entrer, même avec le lien invité. Cette action est irréversible jusqu’à la fin de la réunion.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="85"/>
        <source>End the meeting?</source>
        <translation>Terminer la réunion ?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="86"/>
        <source>The meeting ends for every participant.</source>
        <translation>La réunion se termine pour tous les participants.</translation>
    </message>
</context>
<context>
    <name>HostPanel</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/panel.py" line="29"/>
        <source>Open host console</source>
        <translation>Ouvrir la console de l’hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/panel.py" line="30"/>
        <source>Layout, layers, recordings, snapshots, playbacks and streams</source>
        <translation>Disposition, calques, enregistrements, captures, lectures et diffusions</translation>
    </message>
</context>
<context>
    <name>JoinController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="63"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="184"/>
        <source>This is not a meeting link or access key. Paste the whole link you received.</source>
        <translation>Ce n&apos;est ni un lien de réunion ni une clé d&apos;accès. Collez le lien complet que vous avez reçu.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="70"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="151"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="115"/>
        <source>Looking up the meeting…</source>
        <translation>Recherche de la réunion…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="126"/>
        <source>Joining…</source>
        <translation>Connexion à la réunion…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="146"/>
        <source>Starting the meeting on %1…</source>
        <translation>Démarrage de la réunion sur %1…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="149"/>
        <source>Starting the meeting on this computer…</source>
        <translation>Démarrage de la réunion sur cet ordinateur…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="155"/>
        <source>%1&apos;s meeting</source>
        <translation>Réunion de %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="168"/>
        <source>The meeting service cannot be reached. Check the address and your network, then try again.</source>
        <translation>Le service de réunion est injoignable. Vérifiez l’adresse et votre réseau, puis réessayez.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="172"/>
        <source>The service did not accept the request: %1</source>
        <translation>Le service n&apos;a pas accepté la demande : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="173"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="174"/>
        <source>The service refused the API key. Check it in Settings.</source>
        <translation>Le service a refusé la clé API. Vérifiez-la dans les paramètres.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="175"/>
        <source>This link is unknown. Check that you copied all of it.</source>
        <translation>Ce lien est inconnu. Vérifiez que vous l’avez copié en entier.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="176"/>
        <source>This meeting is over.</source>
        <translation>Cette réunion est terminée.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="177"/>
        <source>This meeting is locked: nobody new can join.</source>
        <translation>Cette réunion est verrouillée : plus personne ne peut entrer.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="178"/>
        <source>The service is busy. Try again in a moment.</source>
        <translation>Le service est occupé. Réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="179"/>
        <source>The service answered with an error: %1</source>
        <translation>Le service a répondu par une erreur : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="181"/>
        <source>This access key does not say where its meeting runs. Paste the whole link, or set the service address in Settings.</source>
        <translation>Cette clé d&apos;accès n&apos;indique pas où se tient sa réunion. Collez le lien complet ou indiquez l&apos;adresse du service dans les paramètres.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="185"/>
        <source>Something went wrong: %1</source>
        <translation>Quelque chose s&apos;est mal passé : %1</translation>
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
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="118"/>
        <source>Camera unavailable (%1), using the test card</source>
        <translation>Caméra indisponible (%1), mire de test utilisée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="123"/>
        <source>Microphone unavailable (%1), using a test tone</source>
        <translation>Micro indisponible (%1), son de test utilisé</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
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
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="162"/>
        <source>Recent meetings</source>
        <translation>Réunions récentes</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="180"/>
        <source>Waiting for the host</source>
        <translation>En attente de l&apos;hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="183"/>
        <source>This meeting has not started yet. You will enter automatically as soon as a host starts it.</source>
        <translation>Cette réunion n&apos;a pas encore commencé. Vous entrerez automatiquement dès qu&apos;un hôte la lancera.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="188"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="189"/>
        <source>Stop waiting</source>
        <translation>Arrêter d&apos;attendre</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="200"/>
        <source>You appear as %1</source>
        <translation>Vous apparaissez comme %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="201"/>
        <source>No display name set yet</source>
        <translation>Aucun nom d&apos;affichage pour le moment</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="203"/>
        <source>Runs on %1</source>
        <translation>Sur %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="204"/>
        <source>Service: %1</source>
        <translation>Service : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="206"/>
        <source>Runs on this computer, no account needed. Share the guest link with others.</source>
        <translation>Fonctionne sur cet ordinateur, sans compte. Partagez le lien invité.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="208"/>
        <source>Built-in engine</source>
        <translation>Moteur intégré</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="227"/>
        <source>No meetings yet</source>
        <translation>Aucune réunion pour le moment</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="231"/>
        <source>Meetings you join or host show up here, one click to return.</source>
        <translation>Les réunions que vous rejoignez ou organisez apparaissent ici, à un clic.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="241"/>
        <source>Rejoin %1</source>
        <translation>Rejoindre à nouveau %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="249"/>
        <source>just now</source>
        <translation>à l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="251"/>
        <source>%n min ago</source>
        <translation>
            <numerusform>il y a %n min</numerusform>
            <numerusform>il y a %n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="254"/>
        <source>%n h ago</source>
        <translation>
            <numerusform>il y a %n h</numerusform>
            <numerusform>il y a %n h</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="255"/>
        <source>%n days ago</source>
        <translation>
            <numerusform>il y a %n jour</numerusform>
            <numerusform>il y a %n jours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="272"/>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
</context>
<context>
    <name>MeetDeskApp</name>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="96"/>
        <source>Leave this meeting before opening another link</source>
        <translation>Quittez cette réunion avant d’ouvrir un autre lien</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="149"/>
        <source>Meeting</source>
        <translation>Réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="171"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
</context>
<context>
    <name>MeetingController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="165"/>
        <source>The meeting did not get ready in time.</source>
        <translation>La réunion n&apos;a pas été prête à temps.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="183"/>
        <source>The meeting is locked.</source>
        <translation>La réunion est verrouillée.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="185"/>
        <source>Could not connect the call: %1</source>
        <translation>Impossible d&apos;établir l&apos;appel : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="219"/>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="255"/>
        <source>Connection lost, reconnecting…</source>
        <translation>Connexion perdue, reconnexion…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="229"/>
        <source>Reconnected</source>
        <translation>Reconnecté</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="247"/>
        <source>The call was disconnected.</source>
        <translation>L&apos;appel a été interrompu.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="270"/>
        <source>The meeting is now locked</source>
        <translation>La réunion est maintenant verrouillée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="275"/>
        <source>The recording is ready</source>
        <translation>L’enregistrement est prêt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="307"/>
        <source>Recording started</source>
        <translation>Enregistrement démarré</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="307"/>
        <source>Recording stopped</source>
        <translation>Enregistrement arrêté</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="333"/>
        <source>Could not end the meeting: %1</source>
        <translation>Impossible de terminer la réunion : %1</translation>
    </message>
</context>
<context>
    <name>MeetingWindow</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="98"/>
        <source>%1 – MeetDesk</source>
        <translation>%1 – MeetDesk</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="98"/>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="172"/>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="347"/>
        <source>Meeting</source>
        <translation>Réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="118"/>
        <source>Waiting for the others&apos; video…</source>
        <translation>En attente de la vidéo des autres…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="119"/>
        <source>Meeting video</source>
        <translation>Vidéo de la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="121"/>
        <source>Camera off</source>
        <translation>Caméra coupée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="122"/>
        <source>Your camera</source>
        <translation>Votre caméra</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="123"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="145"/>
        <source>Mute or unmute the microphone</source>
        <translation>Couper ou rétablir le micro</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="146"/>
        <source>Turn the camera off or on</source>
        <translation>Couper ou rétablir la caméra</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="147"/>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="147"/>
        <source>Hold to talk while muted</source>
        <translation>Maintenir pour parler quand le micro est coupé</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="148"/>
        <source>Participants</source>
        <translation>Participants</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="148"/>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="149"/>
        <source>Show this help</source>
        <translation>Afficher cette aide</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="150"/>
        <source>Leave the meeting</source>
        <translation>Quitter la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="175"/>
        <source>● REC</source>
        <translation>● ENR</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="177"/>
        <source>This meeting is being recorded</source>
        <translation>Cette réunion est enregistrée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="178"/>
        <source>Recording</source>
        <translation>Enregistrement</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="181"/>
        <source>Locked</source>
        <translation>Verrouillée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="183"/>
        <source>Nobody new can join this meeting</source>
        <translation>Plus personne ne peut rejoindre cette réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="184"/>
        <source>Meeting locked</source>
        <translation>Réunion verrouillée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="190"/>
        <source>Video mode</source>
        <translation>Mode vidéo</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="195"/>
        <source>Video statistics</source>
        <translation>Statistiques vidéo</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="198"/>
        <source>Connection state</source>
        <translation>État de la connexion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="208"/>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="437"/>
        <source>Mute microphone (M)</source>
        <translation>Couper le micro (M)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="209"/>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="444"/>
        <source>Turn camera off (V)</source>
        <translation>Couper la caméra (V)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="216"/>
        <source>Participants (P)</source>
        <translation>Participants (P)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="217"/>
        <source>Chat (C)</source>
        <translation>Discussion (C)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="218"/>
        <source>Host controls</source>
        <translation>Commandes de l&apos;hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="219"/>
        <source>Keyboard shortcuts (?)</source>
        <translation>Raccourcis clavier (?)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="226"/>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="228"/>
        <source>Leave the meeting (Ctrl+W)</source>
        <translation>Quitter la réunion (Ctrl+W)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="229"/>
        <source>Leave meeting</source>
        <translation>Quitter la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="235"/>
        <source>End for all</source>
        <translation>Terminer pour tous</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="237"/>
        <source>End the meeting for everybody</source>
        <translation>Terminer la réunion pour tout le monde</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="238"/>
        <source>End meeting</source>
        <translation>Terminer la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="263"/>
        <source>Exit page</source>
        <translation>Page de sortie</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="269"/>
        <source>Rejoin</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="270"/>
        <source>Rejoin the meeting</source>
        <translation>Revenir dans la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="273"/>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="275"/>
        <source>Back to start</source>
        <translation>Retour à l&apos;accueil</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="381"/>
        <source>Joining…</source>
        <translation>Connexion à la réunion…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="381"/>
        <source>Waiting for the meeting…</source>
        <translation>En attente de la réunion…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="382"/>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="382"/>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="383"/>
        <source>Reconnecting…</source>
        <translation>Reconnexion…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="383"/>
        <source>Disconnected</source>
        <translation>Déconnecté</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="392"/>
        <source>Composed picture</source>
        <translation>Image composée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="393"/>
        <source>The meeting server combines everyone&apos;s video into one picture. The small view shows your own camera.</source>
        <translation>Le serveur de la réunion réunit les vidéos de tous en une seule image. La petite vue montre votre propre caméra.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="396"/>
        <source>Direct video</source>
        <translation>Vidéo directe</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="397"/>
        <source>You see the other participant&apos;s own video.</source>
        <translation>Vous voyez directement la vidéo de l&apos;autre participant.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="415"/>
        <source>You left the meeting</source>
        <translation>Vous avez quitté la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="415"/>
        <source>See you next time.</source>
        <translation>À la prochaine.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="416"/>
        <source>The meeting has ended</source>
        <translation>La réunion est terminée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="416"/>
        <source>Thanks for joining.</source>
        <translation>Merci d&apos;avoir participé.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="417"/>
        <source>You were removed from the meeting</source>
        <translation>Vous avez été retiré de la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="417"/>
        <source>A host removed you.</source>
        <translation>Un hôte vous a retiré.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="418"/>
        <source>You were disconnected</source>
        <translation>Vous avez été déconnecté</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="418"/>
        <source>The connection to the meeting failed.</source>
        <translation>La connexion à la réunion a échoué.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="437"/>
        <source>Unmute microphone (M)</source>
        <translation>Rétablir le micro (M)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="444"/>
        <source>Turn camera on (V)</source>
        <translation>Rétablir la caméra (V)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="482"/>
        <source>%1 fps · %2 dropped</source>
        <translation>%1 i/s · %2 perdues</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="484"/>
        <source>Frames received %1, painted %2, dropped %3</source>
        <translation>Images reçues %1, affichées %2, perdues %3</translation>
    </message>
</context>
<context>
    <name>NoticeStack</name>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/notices.py" line="22"/>
        <source>Notices</source>
        <translation>Notifications</translation>
    </message>
</context>
<context>
    <name>PeopleController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="121"/>
        <source>%1 left</source>
        <translation>%1 a quitté la réunion</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="124"/>
        <source>Participant</source>
        <translation>Participant</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="136"/>
        <source>%1 joined</source>
        <translation>%1 a rejoint la réunion</translation>
    </message>
</context>
<context>
    <name>PeoplePanel</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="158"/>
        <source>Participants</source>
        <translation>Participants</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="166"/>
        <source>Speaking</source>
        <translation>Parle</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="166"/>
        <source>presenting</source>
        <translation>présente</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="167"/>
        <source>not in picture</source>
        <translation>hors image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="168"/>
        <source>In the composed picture</source>
        <translation>Dans l&apos;image composée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="169"/>
        <source>Not in the composed picture</source>
        <translation>Absent de l&apos;image composée</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="180"/>
        <source>PARTICIPANTS (%1)</source>
        <translation>PARTICIPANTS (%1)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="165"/>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="165"/>
        <source>guest</source>
        <translation>invité</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="165"/>
        <source>Remove from meeting</source>
        <translation>Retirer de la réunion</translation>
    </message>
</context>
<context>
    <name>PermalinkController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/permalinks.py" line="40"/>
        <source>Permalink request failed: %1</source>
        <translation>Échec de la demande de lien permanent : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/permalinks.py" line="59"/>
        <source>%1&apos;s meeting room</source>
        <translation>Salle de réunion de %1</translation>
    </message>
</context>
<context>
    <name>PermalinksView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="26"/>
        <source>PERMALINKS</source>
        <translation>LIENS PERMANENTS</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="27"/>
        <source>Links that stay valid: hosts start the meeting, guests wait for a host.</source>
        <translation>Des liens durables : les hôtes lancent la réunion, les invités attendent un hôte.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="31"/>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="32"/>
        <source>Never expires</source>
        <translation>N&apos;expire jamais</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="37"/>
        <source>Expiry</source>
        <translation>Expiration</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="40"/>
        <source>Expiry date of new permalinks</source>
        <translation>Date d&apos;expiration des nouveaux liens permanents</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="44"/>
        <source>Create permalink</source>
        <translation>Créer un lien permanent</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="44"/>
        <source>Create a permalink</source>
        <translation>Créer un lien permanent</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="50"/>
        <source>No permalinks yet.</source>
        <translation>Aucun lien permanent pour le moment.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="77"/>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="79"/>
        <source>Add a host</source>
        <translation>Ajouter un hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="78"/>
        <source>Name of the new host:</source>
        <translation>Nom du nouvel hôte :</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="90"/>
        <source>Co-host</source>
        <translation>Co-hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="111"/>
        <source>Permalink %1</source>
        <translation>Lien permanent %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="117"/>
        <source>expires %1</source>
        <translation>expire le %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="118"/>
        <source>never expires</source>
        <translation>n&apos;expire jamais</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="118"/>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="122"/>
        <source>Guest link</source>
        <translation>Lien invité</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="122"/>
        <source>Copy the permalink guest link</source>
        <translation>Copier le lien invité du lien permanent</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="123"/>
        <source>Permalink guest link copied</source>
        <translation>Lien invité du lien permanent copié</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="125"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="125"/>
        <source>Add a host user</source>
        <translation>Ajouter un hôte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="128"/>
        <source>Delete the permalink</source>
        <translation>Supprimer le lien permanent</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="134"/>
        <source>Host: %1</source>
        <translation>Hôte : %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="136"/>
        <source>Copy the host link of %1</source>
        <translation>Copier le lien d&apos;hôte de %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="137"/>
        <source>Host link copied</source>
        <translation>Lien d&apos;hôte copié</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="139"/>
        <source>Revoke the host link of %1</source>
        <translation>Révoquer le lien d&apos;hôte de %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="37"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="38"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="46"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="60"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="66"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="67"/>
        <source>Display name</source>
        <translation>Nom d&apos;affichage</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="71"/>
        <source>Choose picture…</source>
        <translation>Choisir une image…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="72"/>
        <source>Choose avatar picture</source>
        <translation>Choisir l&apos;image d&apos;avatar</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="74"/>
        <source>Use initials</source>
        <translation>Utiliser les initiales</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="76"/>
        <source>Remove avatar picture</source>
        <translation>Retirer l&apos;image d&apos;avatar</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="85"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="87"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="97"/>
        <source>Remote service</source>
        <translation>Service distant</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="98"/>
        <source>Host meetings on a service instead of this computer. Leave the address empty to use the built-in engine.</source>
        <translation>Organiser les réunions sur un service plutôt que sur cet ordinateur. Laissez l&apos;adresse vide pour utiliser le moteur intégré.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="108"/>
        <source>Service address</source>
        <translation>Adresse du service</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="111"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="112"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="115"/>
        <source>API key</source>
        <translation>Clé API</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="113"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="123"/>
        <source>Devices</source>
        <translation>Périphériques</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="124"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="126"/>
        <source>Camera preview</source>
        <translation>Aperçu de la caméra</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="129"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="138"/>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="131"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="140"/>
        <source>Microphone</source>
        <translation>Micro</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="143"/>
        <source>Microphone level</source>
        <translation>Niveau du micro</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="146"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="151"/>
        <source>Speaker</source>
        <translation>Haut-parleur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="147"/>
        <source>System default</source>
        <translation>Par défaut du système</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="172"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="173"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="175"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="177"/>
        <source>Save settings</source>
        <translation>Enregistrer les paramètres</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="195"/>
        <source>Test card</source>
        <translation>Mire de test</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="195"/>
        <source>Tone</source>
        <translation>Tonalité de test</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="196"/>
        <source>%1 (synthetic)</source>
        <translation>%1 (synthétique)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="199"/>
        <source>Choose a picture</source>
        <translation>Choisir une image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="200"/>
        <source>Images (*.png *.jpg *.jpeg *.webp *.svg)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp *.svg)</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="11"/>
        <source>the service cannot be reached</source>
        <translation>le service est injoignable</translation>
    </message>
</context>
</TS>
