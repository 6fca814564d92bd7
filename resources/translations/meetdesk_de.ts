<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AloneView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="310"/>
        <source>Invite others</source>
        <translation>Andere einladen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="323"/>
        <source>You&apos;re the only one here</source>
        <translation>Außer dir ist noch niemand hier</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="343"/>
        <source>Guest link</source>
        <translation>Gastlink</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="345"/>
        <source>Copy link</source>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="347"/>
        <source>Copy guest link</source>
        <translation>Gastlink kopieren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="348"/>
        <source>Copy the guest link to the clipboard</source>
        <translation>Gastlink in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="365"/>
        <source>Certificate fingerprint</source>
        <translation>Fingerabdruck des Zertifikats</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="367"/>
        <source>Invite with a permalink…</source>
        <translation>Mit Permalink einladen…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="368"/>
        <source>Invite with a permalink</source>
        <translation>Mit Permalink einladen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="370"/>
        <source>Personal links that stay valid, one per invited person (host controls)</source>
        <translation>Persönliche, dauerhaft gültige Links, einer pro eingeladener Person (Host-Steuerung)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="381"/>
        <source>Who can join: People on your network</source>
        <translation>Wer teilnehmen kann: Personen in deinem Netzwerk</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="382"/>
        <source>Who can join: Only this computer</source>
        <translation>Wer teilnehmen kann: Nur dieser Computer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="390"/>
        <source>This meeting can only be joined from this computer. To invite people on your network, choose &quot;People on my network&quot; in Settings.</source>
        <translation>Diesem Meeting kann nur von diesem Computer aus beigetreten werden. Um Personen in deinem Netzwerk einzuladen, wähle in den Einstellungen „Personen im Netzwerk“.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="393"/>
        <source>Anyone with the guest link can join, from MeetDesk or a browser, without an account. Send it to the people you expect.</source>
        <translation>Wer den Gastlink hat, kann beitreten – mit MeetDesk oder im Browser, ohne Konto. Schick ihn den Leuten, die du erwartest.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="396"/>
        <source>The others will appear here as soon as they join.</source>
        <translation>Die anderen erscheinen hier, sobald sie beitreten.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="399"/>
        <source>Browsers warn about this computer&apos;s own certificate. Guests can compare its fingerprint:</source>
        <translation>Browser warnen vor dem eigenen Zertifikat dieses Computers. Gäste können seinen Fingerabdruck vergleichen:</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="415"/>
        <source>Guest link copied</source>
        <translation>Gastlink kopiert</translation>
    </message>
</context>
<context>
    <name>AudioOutput</name>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="75"/>
        <source>No sound: the system library %1 is missing, so remote audio cannot be played.</source>
        <translation>Kein Ton: Die Systembibliothek %1 fehlt, daher kann der Ton der anderen nicht abgespielt werden.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="79"/>
        <source>No sound: audio output could not be loaded (%1).</source>
        <translation>Kein Ton: Die Audioausgabe konnte nicht geladen werden (%1).</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="81"/>
        <source>No audio output device</source>
        <translation>Kein Audioausgabegerät</translation>
    </message>
</context>
<context>
    <name>AvatarView</name>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/avatar.py" line="63"/>
        <location filename="../../app/meetdesk/ui/widgets/avatar.py" line="72"/>
        <source>Avatar of %1</source>
        <translation>Profilbild von %1</translation>
    </message>
</context>
<context>
    <name>AwayController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/away.py" line="110"/>
        <source>%1 joined</source>
        <translation>%1 ist beigetreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/away.py" line="114"/>
        <source>Recording started</source>
        <translation>Aufnahme gestartet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/away.py" line="119"/>
        <source>%1 raised their hand</source>
        <translation>%1 hat die Hand gehoben</translation>
    </message>
</context>
<context>
    <name>BackgroundButton</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/background_menu.py" line="22"/>
        <source>Background: blur or a picture behind you</source>
        <translation>Hintergrund: weichzeichnen oder ein Bild hinter dir</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/background_menu.py" line="23"/>
        <source>Background</source>
        <translation>Hintergrund</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/background_menu.py" line="60"/>
        <source>Choose a background picture</source>
        <translation>Hintergrundbild wählen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/background_menu.py" line="61"/>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
</context>
<context>
    <name>CallBar</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="194"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="261"/>
        <source>Mute microphone (M)</source>
        <translation>Mikrofon stumm (M)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="195"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="267"/>
        <source>Turn camera off (V)</source>
        <translation>Kamera aus (V)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="196"/>
        <source>Microphone and speaker</source>
        <translation>Mikrofon und Lautsprecher</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="197"/>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="203"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="280"/>
        <source>Share your screen</source>
        <translation>Bildschirm teilen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="207"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="274"/>
        <source>Raise hand (H)</source>
        <translation>Hand heben (H)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="213"/>
        <source>Participants (P)</source>
        <translation>Teilnehmende (P)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="214"/>
        <source>Chat (C)</source>
        <translation>Chat (C)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="221"/>
        <source>Host controls</source>
        <translation>Host-Steuerung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="222"/>
        <source>Keyboard shortcuts (?)</source>
        <translation>Tastenkürzel (?)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="227"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="227"/>
        <source>Leave the meeting (Ctrl+W)</source>
        <translation>Meeting verlassen (Strg+W)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="228"/>
        <source>Leave meeting</source>
        <translation>Meeting verlassen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="230"/>
        <source>End for all</source>
        <translation>Für alle beenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="230"/>
        <source>End the meeting for everybody</source>
        <translation>Das Meeting für alle beenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="231"/>
        <source>End meeting</source>
        <translation>Meeting beenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="256"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="257"/>
        <source>Chat, %n unread</source>
        <translation>
            <numerusform>Chat, %n ungelesen</numerusform>
            <numerusform>Chat, %n ungelesen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="261"/>
        <source>Unmute microphone (M)</source>
        <translation>Mikrofon einschalten (M)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="267"/>
        <source>Turn camera on (V)</source>
        <translation>Kamera ein (V)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="274"/>
        <source>Lower hand (H)</source>
        <translation>Hand senken (H)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="280"/>
        <source>Stop sharing</source>
        <translation>Teilen beenden</translation>
    </message>
</context>
<context>
    <name>CaptionOverlay</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="49"/>
        <source>Captions</source>
        <translation>Untertitel</translation>
    </message>
</context>
<context>
    <name>CaptionsButton</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="169"/>
        <source>Captions for everyone</source>
        <translation>Untertitel für alle</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="170"/>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="185"/>
        <source>Show captions</source>
        <translation>Untertitel zeigen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="171"/>
        <source>Transcript</source>
        <translation>Transkript</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="183"/>
        <source>Turn on captions</source>
        <translation>Untertitel einschalten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="183"/>
        <source>Captions are off</source>
        <translation>Untertitel sind aus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="185"/>
        <source>Hide captions</source>
        <translation>Untertitel ausblenden</translation>
    </message>
</context>
<context>
    <name>CaptionsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="70"/>
        <source>Captions are off: %1</source>
        <translation>Untertitel sind aus: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="76"/>
        <source>Captions are on</source>
        <translation>Untertitel sind an</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="76"/>
        <source>Captions are off</source>
        <translation>Untertitel sind aus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="57"/>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="80"/>
        <source>Someone</source>
        <translation>Jemand</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="102"/>
        <source>Captions are off in this meeting: a host can turn them on.</source>
        <translation>Untertitel sind in diesem Meeting aus: ein Host kann sie einschalten.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="113"/>
        <source>Captions could not be turned on: %1</source>
        <translation>Untertitel konnten nicht eingeschaltet werden: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="114"/>
        <source>Captions could not be turned off: %1</source>
        <translation>Untertitel konnten nicht ausgeschaltet werden: %1</translation>
    </message>
</context>
<context>
    <name>CaptionsWiring</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="306"/>
        <source>The transcript could not be saved: %1</source>
        <translation>Das Transkript konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="309"/>
        <source>Transcript saved to %1</source>
        <translation>Transkript gespeichert in %1</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/chat.py" line="35"/>
        <source>Message not sent: %1</source>
        <translation>Nachricht nicht gesendet: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/chat.py" line="41"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/chat.py" line="42"/>
        <source>Someone</source>
        <translation>Jemand</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="22"/>
        <source>CHAT</source>
        <translation>CHAT</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="25"/>
        <source>No messages yet.
Say hello to everyone!</source>
        <translation>Noch keine Nachrichten.
Sag allen Hallo!</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="31"/>
        <source>Chat messages</source>
        <translation>Chat-Nachrichten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="37"/>
        <source>Write a message…</source>
        <translation>Nachricht schreiben…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="38"/>
        <source>Chat message</source>
        <translation>Chat-Nachricht</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="43"/>
        <source>Send (Enter)</source>
        <translation>Senden (Eingabe)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="44"/>
        <source>Send message</source>
        <translation>Nachricht senden</translation>
    </message>
</context>
<context>
    <name>DeviceMenus</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="61"/>
        <source>Test card</source>
        <translation>Testbild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="61"/>
        <source>Tone</source>
        <translation>Testton</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="62"/>
        <source>%1 (synthetic)</source>
        <translation>%1 (synthetisch)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="90"/>
        <source>Microphone</source>
        <translation>Mikrofon</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="94"/>
        <source>Speaker</source>
        <translation>Lautsprecher</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="96"/>
        <source>No speaker to choose</source>
        <translation>Kein Lautsprecher zur Auswahl</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="101"/>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="107"/>
        <source>Hide yourself</source>
        <translation>Eigenes Bild ausblenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="107"/>
        <source>Show yourself</source>
        <translation>Eigenes Bild zeigen</translation>
    </message>
</context>
<context>
    <name>DevicesController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="96"/>
        <source>Cannot use the speaker %1</source>
        <translation>Der Lautsprecher %1 kann nicht verwendet werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="109"/>
        <source>Cannot use the camera %1: %2</source>
        <translation>Die Kamera %1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="110"/>
        <source>Cannot use the microphone %1: %2</source>
        <translation>Das Mikrofon %1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="139"/>
        <source>Camera &apos;%1&apos; was disconnected; using &apos;%2&apos;</source>
        <translation>Kamera „%1“ wurde getrennt; „%2“ wird verwendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="140"/>
        <source>Microphone &apos;%1&apos; was disconnected; using &apos;%2&apos;</source>
        <translation>Mikrofon „%1“ wurde getrennt; „%2“ wird verwendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="149"/>
        <source>Camera &apos;%1&apos; was disconnected; your camera is off</source>
        <translation>Kamera „%1“ wurde getrennt; deine Kamera ist aus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="152"/>
        <source>Microphone &apos;%1&apos; was disconnected; your microphone is muted</source>
        <translation>Mikrofon „%1“ wurde getrennt; dein Mikrofon ist stumm geschaltet</translation>
    </message>
</context>
<context>
    <name>EndPage</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="309"/>
        <source>Exit page</source>
        <translation>Abschlussseite</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="315"/>
        <source>Rejoin</source>
        <translation>Erneut beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="316"/>
        <source>Rejoin the meeting</source>
        <translation>Dem Meeting erneut beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="319"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="321"/>
        <source>Back to start</source>
        <translation>Zurück zum Start</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="329"/>
        <source>You left the meeting</source>
        <translation>Du hast das Meeting verlassen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="329"/>
        <source>See you next time.</source>
        <translation>Bis zum nächsten Mal.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="330"/>
        <source>The meeting has ended</source>
        <translation>Das Meeting ist beendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="330"/>
        <source>Thanks for joining.</source>
        <translation>Danke fürs Mitmachen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="331"/>
        <source>You were removed from the meeting</source>
        <translation>Du wurdest aus dem Meeting entfernt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="331"/>
        <source>A host removed you.</source>
        <translation>Ein Host hat dich entfernt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="332"/>
        <source>You were disconnected</source>
        <translation>Die Verbindung wurde getrennt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="332"/>
        <source>The connection to the meeting failed.</source>
        <translation>Die Verbindung zum Meeting ist fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/full_screen.py" line="75"/>
        <source>Leave full screen (Esc)</source>
        <translation>Vollbild verlassen (Esc)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/full_screen.py" line="75"/>
        <source>Full screen (F11)</source>
        <translation>Vollbild (F11)</translation>
    </message>
</context>
<context>
    <name>GuestNameDialog</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="12"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="13"/>
        <source>Join as guest</source>
        <translation>Als Gast teilnehmen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="18"/>
        <source>Join %1</source>
        <translation>%1 beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="18"/>
        <source>Join the meeting</source>
        <translation>Dem Meeting beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="23"/>
        <source>How should the others see you?</source>
        <translation>Wie sollen dich die anderen sehen?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="28"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="29"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="35"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="36"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="38"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="40"/>
        <source>Join meeting</source>
        <translation>Meeting beitreten</translation>
    </message>
</context>
<context>
    <name>HandsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/hands.py" line="133"/>
        <source>Your hand could not be shown to the others: %1</source>
        <translation>Deine Handmeldung konnte den anderen nicht gezeigt werden: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/hands.py" line="163"/>
        <source>Someone</source>
        <translation>Jemand</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/hands.py" line="165"/>
        <source>%1 raised their hand</source>
        <translation>%1 hat die Hand gehoben</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/hands.py" line="178"/>
        <source>%1 lowered your hand</source>
        <translation>%1 hat deine Hand gesenkt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/hands.py" line="179"/>
        <source>A host lowered your hand</source>
        <translation>Ein Gastgeber hat deine Hand gesenkt</translation>
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="349"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="358"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="374"/>
        <source>Press any key to close</source>
        <translation>Zum Schließen eine Taste drücken</translation>
    </message>
</context>
<context>
    <name>HostConsole</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/console.py" line="20"/>
        <source>Host console — %1</source>
        <translation>Host-Konsole — %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/console.py" line="25"/>
        <source>Host console</source>
        <translation>Host-Konsole</translation>
    </message>
</context>
<context>
    <name>HostMeetingController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="24"/>
        <source>Could not lock: %1</source>
        <translation>Sperren fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="34"/>
        <source>Could not list the meeting: %1</source>
        <translation>Das Meeting konnte nicht im Netzwerk angezeigt werden: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="35"/>
        <source>Could not take the meeting off the list: %1</source>
        <translation>Das Meeting konnte nicht aus der Liste genommen werden: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="40"/>
        <source>Could not remove the participant: %1</source>
        <translation>Teilnehmer:in konnte nicht entfernt werden: %1</translation>
    </message>
</context>
<context>
    <name>HostMeetingView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="30"/>
        <source>INVITE</source>
        <translation>EINLADEN</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="33"/>
        <source>Guest link</source>
        <translation>Gastlink</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="39"/>
        <source>Copy guest link</source>
        <translation>Gastlink kopieren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="40"/>
        <source>Copy the guest link to the clipboard</source>
        <translation>Gastlink in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="45"/>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="111"/>
        <source>New meeting link</source>
        <translation>Neuer Meeting-Link</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="46"/>
        <source>Make a new guest link; the old one stops working</source>
        <translation>Einen neuen Gastlink erstellen; der alte funktioniert dann nicht mehr</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="49"/>
        <source>This link stays the same every time you host, until you make a new one.</source>
        <translation>Dieser Link bleibt jedes Mal gleich, wenn du ein Meeting hostest, bis du einen neuen erstellst.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="56"/>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="57"/>
        <source>List this meeting on my network</source>
        <translation>Meeting im Netzwerk anzeigen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="58"/>
        <source>MeetDesk apps on your network show this meeting and its guest link under Nearby meetings</source>
        <translation>MeetDesk-Apps in deinem Netzwerk zeigen dieses Meeting und seinen Gastlink unter „Meetings in der Nähe“</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="62"/>
        <source>Anyone on your network can then see its name and join as a guest.</source>
        <translation>Dann sieht jeder in deinem Netzwerk seinen Namen und kann als Gast teilnehmen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="68"/>
        <source>MEETING</source>
        <translation>MEETING</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="69"/>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="93"/>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="140"/>
        <source>Lock meeting</source>
        <translation>Meeting sperren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="70"/>
        <source>Let nobody new join (cannot be undone)</source>
        <translation>Niemand Neues kann beitreten (nicht umkehrbar)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="80"/>
        <source>Who can join: People on your network</source>
        <translation>Wer teilnehmen kann: Personen in deinem Netzwerk</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="81"/>
        <source>Who can join: Only this computer</source>
        <translation>Wer teilnehmen kann: Nur dieser Computer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="89"/>
        <source>No guest link for this meeting</source>
        <translation>Kein Gastlink für dieses Meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="93"/>
        <source>Meeting locked</source>
        <translation>Meeting gesperrt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="96"/>
        <source>Nobody new can join. People here can stay.</source>
        <translation>Niemand Neues kann beitreten. Wer da ist, bleibt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="98"/>
        <source>Locking is switched off for this meeting.</source>
        <translation>Sperren ist für dieses Meeting ausgeschaltet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="100"/>
        <source>Locking keeps everyone new out, for the rest of the meeting.</source>
        <translation>Sperren hält bis zum Ende des Meetings alle Neuen draußen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="109"/>
        <source>Make a new meeting link?</source>
        <translation>Einen neuen Meeting-Link erstellen?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="110"/>
        <source>Guests with the current link can no longer join: they are told the link was replaced. People in the meeting stay.</source>
        <translation>Gäste mit dem bisherigen Link können nicht mehr teilnehmen: ihnen wird gesagt, dass der Link ersetzt wurde. Wer im Meeting ist, bleibt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="134"/>
        <source>Guest link copied</source>
        <translation>Gastlink kopiert</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="138"/>
        <source>Lock the meeting?</source>
        <translation>Meeting sperren?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="139"/>
        <source>Nobody new will be able to join, not even with the guest link. This cannot be undone for the rest of the meeting.</source>
        <translation>Niemand Neues kann mehr beitreten, auch nicht mit dem Gastlink. Das lässt sich für den Rest des Meetings nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="144"/>
        <source>End the meeting for everyone?</source>
        <translation>Meeting für alle beenden?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="145"/>
        <source>Every participant leaves the meeting, and it ends.</source>
        <translation>Alle Teilnehmenden verlassen das Meeting, und es endet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="145"/>
        <source>End for all</source>
        <translation>Für alle beenden</translation>
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
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="42"/>
        <source>What is your name?</source>
        <translation>Wie heißt du?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="43"/>
        <source>The others see it next to your video. MeetDesk remembers it; you can change it in Settings.</source>
        <translation>Die anderen sehen ihn neben deinem Video. MeetDesk merkt ihn sich; du kannst ihn in den Einstellungen ändern.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="55"/>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="56"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="59"/>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="60"/>
        <source>Host the meeting</source>
        <translation>Meeting veranstalten</translation>
    </message>
</context>
<context>
    <name>HostPanel</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/panel.py" line="22"/>
        <source>Open host console</source>
        <translation>Host-Konsole öffnen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/panel.py" line="23"/>
        <source>Layout, layers, recordings, snapshots, playbacks and streams</source>
        <translation>Layout, Ebenen, Aufnahmen, Schnappschüsse, Wiedergaben und Streams</translation>
    </message>
</context>
<context>
    <name>HostingSection</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="20"/>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="26"/>
        <source>Who can join meetings I host</source>
        <translation>Wer an meinen Meetings teilnehmen kann</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="27"/>
        <source>People on my network</source>
        <translation>Personen im Netzwerk</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="28"/>
        <source>Only this computer</source>
        <translation>Nur dieser Computer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="32"/>
        <source>Address in links</source>
        <translation>Adresse in Links</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="37"/>
        <source>No network</source>
        <translation>Kein Netzwerk</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="45"/>
        <source>The address and port (%1) links carry; they stay valid after a restart</source>
        <translation>Adresse und Port (%1) in den Links; sie bleiben nach einem Neustart gültig</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="51"/>
        <source>Streams and webhooks may go to this computer and my network (OBS, MediaMTX, …)</source>
        <translation>Streams und Webhooks dürfen an diesen Computer und mein Netzwerk gehen (OBS, MediaMTX, …)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="53"/>
        <source>Allow streams and webhooks to my network</source>
        <translation>Streams und Webhooks an mein Netzwerk erlauben</translation>
    </message>
</context>
<context>
    <name>JoinController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="66"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="258"/>
        <source>This is not a meeting link or access key. Paste the whole link you received.</source>
        <translation>Das ist kein Meeting-Link und kein Zugangsschlüssel. Füge den ganzen Link ein, den du bekommen hast.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="77"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="208"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="149"/>
        <source>Looking up the meeting…</source>
        <translation>Meeting wird gesucht…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="162"/>
        <source>Joining…</source>
        <translation>Beitreten…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="203"/>
        <source>Starting the meeting on %1…</source>
        <translation>Meeting wird auf %1 gestartet…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="122"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="206"/>
        <source>Starting the meeting on this computer…</source>
        <translation>Meeting wird auf diesem Computer gestartet…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="191"/>
        <source>The host&apos;s computer cannot be reached right now. MeetDesk keeps trying and lets you in as soon as the meeting starts.</source>
        <translation>Der Computer des Hosts ist gerade nicht erreichbar. MeetDesk versucht es weiter und lässt dich ein, sobald das Meeting beginnt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="195"/>
        <source>%1 has not started the meeting yet. You will enter automatically as soon as they start it.</source>
        <translation>%1 hat das Meeting noch nicht gestartet. Du trittst automatisch bei, sobald es gestartet wird.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="197"/>
        <source>This meeting has not started yet. You will enter automatically as soon as a host starts it.</source>
        <translation>Dieses Meeting hat noch nicht begonnen. Du trittst automatisch bei, sobald ein Host es startet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="210"/>
        <source>%1&apos;s meeting</source>
        <translation>Meeting von %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="233"/>
        <source>The computer at this address does not show the certificate this link was made for, so MeetDesk did not connect: someone may be posing as the host, or the host&apos;s certificate changed. Ask the host for a new link.</source>
        <translation>Der Computer unter dieser Adresse zeigt nicht das Zertifikat, für das dieser Link gemacht wurde, daher hat MeetDesk keine Verbindung aufgebaut: Jemand könnte sich als Gastgeber ausgeben, oder das Zertifikat des Gastgebers hat sich geändert. Bitte den Gastgeber um einen neuen Link.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="237"/>
        <source>This meeting link was replaced by a new one. Ask the host for the new link.</source>
        <translation>Dieser Meeting-Link wurde durch einen neuen ersetzt. Bitte den Host um den neuen Link.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="240"/>
        <source>This meeting link has expired. Ask the host for a new one.</source>
        <translation>Dieser Meeting-Link ist abgelaufen. Bitte den Host um einen neuen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="242"/>
        <source>The meeting service cannot be reached. Check the address and your network, then try again.</source>
        <translation>Der Meeting-Dienst ist nicht erreichbar. Prüfe die Adresse und dein Netzwerk und versuche es erneut.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="246"/>
        <source>The service did not accept the request: %1</source>
        <translation>Der Dienst hat die Anfrage abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="247"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="248"/>
        <source>The service refused the API key. Check it in Settings.</source>
        <translation>Der Dienst hat den API-Schlüssel abgelehnt. Prüfe ihn in den Einstellungen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="249"/>
        <source>This link is unknown. Check that you copied all of it.</source>
        <translation>Dieser Link ist unbekannt. Prüfe, ob du ihn vollständig kopiert hast.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="250"/>
        <source>This meeting is over.</source>
        <translation>Dieses Meeting ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="251"/>
        <source>This meeting is locked: nobody new can join.</source>
        <translation>Dieses Meeting ist gesperrt: Niemand Neues kann beitreten.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="252"/>
        <source>The service is busy. Try again in a moment.</source>
        <translation>Der Dienst ist ausgelastet. Versuche es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="253"/>
        <source>The service answered with an error: %1</source>
        <translation>Der Dienst hat mit einem Fehler geantwortet: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="255"/>
        <source>This access key does not say where its meeting runs. Paste the whole link, or set the service address in Settings.</source>
        <translation>Dieser Zugangsschlüssel verrät nicht, wo sein Meeting läuft. Füge den ganzen Link ein oder trage die Dienstadresse in den Einstellungen ein.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="259"/>
        <source>Something went wrong: %1</source>
        <translation>Etwas ist schiefgelaufen: %1</translation>
    </message>
</context>
<context>
    <name>LayerCard</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="47"/>
        <source>Image file…</source>
        <translation>Bilddatei…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="47"/>
        <source>Choose an image file to upload</source>
        <translation>Bilddatei zum Hochladen wählen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="50"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="50"/>
        <source>Remove this layer</source>
        <translation>Diese Ebene entfernen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="57"/>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="83"/>
        <source>Image address</source>
        <translation>Bildadresse</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="60"/>
        <source>Use</source>
        <translation>Verwenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="60"/>
        <source>Use the image at this address</source>
        <translation>Das Bild unter dieser Adresse verwenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="74"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="75"/>
        <source>Nothing set from here.</source>
        <translation>Von hier aus nichts gesetzt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="82"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="82"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="83"/>
        <source>Image file</source>
        <translation>Bilddatei</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="84"/>
        <source>Text insert</source>
        <translation>Texteinblendung</translation>
    </message>
</context>
<context>
    <name>LayersController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="56"/>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="63"/>
        <source>Could not set the image</source>
        <translation>Bild konnte nicht gesetzt werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="61"/>
        <source>Could not set the image: the address must start with http:// or https://.</source>
        <translation>Bild konnte nicht gesetzt werden: Die Adresse muss mit http:// oder https:// beginnen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="67"/>
        <source>Could not show the text: write a title or a text first.</source>
        <translation>Text konnte nicht angezeigt werden: Schreib zuerst einen Titel oder einen Text.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="69"/>
        <source>Could not show the text</source>
        <translation>Text konnte nicht angezeigt werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="72"/>
        <source>Could not remove the layer</source>
        <translation>Ebene konnte nicht entfernt werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="110"/>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="112"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
</context>
<context>
    <name>LayersPage</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="113"/>
        <source>Preview of the composed picture</source>
        <translation>Vorschau des Gesamtbilds</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="114"/>
        <source>The composed picture shows here once the meeting is composed: with three or more people in the call, or always when the room says so.</source>
        <translation>Das Gesamtbild erscheint hier, sobald das Meeting zusammengesetzt wird: ab drei Personen im Anruf oder immer, wenn der Raum es so vorsieht.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="117"/>
        <source>The preview is the meeting&apos;s picture: it shows the layers the service draws, also those another host set.</source>
        <translation>Die Vorschau ist das Bild des Meetings: Sie zeigt die Ebenen, die der Dienst zeichnet, auch die eines anderen Hosts.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="125"/>
        <source>BACKGROUND</source>
        <translation>HINTERGRUND</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="125"/>
        <source>OVERLAY</source>
        <translation>ÜBERLAGERUNG</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="136"/>
        <source>TEXT INSERT</source>
        <translation>TEXTEINBLENDUNG</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="138"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="139"/>
        <source>Title of the text insert</source>
        <translation>Titel der Texteinblendung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="143"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="144"/>
        <source>Text of the text insert</source>
        <translation>Text der Texteinblendung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="147"/>
        <source>Shown at the top right, in the overlay&apos;s place.</source>
        <translation>Wird oben rechts angezeigt, anstelle der Überlagerung.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="151"/>
        <source>Show text</source>
        <translation>Text zeigen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="197"/>
        <source>Choose an image</source>
        <translation>Bild wählen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="198"/>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
</context>
<context>
    <name>LayoutCanvas</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout_canvas.py" line="292"/>
        <source>Empty this slot (the service fills it)</source>
        <translation>Diesen Platz leeren (der Dienst füllt ihn)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout_canvas.py" line="293"/>
        <source>Keep this slot empty</source>
        <translation>Diesen Platz leer lassen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout_canvas.py" line="389"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout_canvas.py" line="392"/>
        <source>Presentation</source>
        <translation>Präsentation</translation>
    </message>
</context>
<context>
    <name>LayoutController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="165"/>
        <source>Someone</source>
        <translation>Jemand</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="186"/>
        <source>Playback</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="188"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="189"/>
        <source>Participant</source>
        <translation>Teilnehmer:in</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="208"/>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="214"/>
        <source>Could not change the layout</source>
        <translation>Layout konnte nicht geändert werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="222"/>
        <source>Could not send the map</source>
        <translation>Aufteilung konnte nicht gesendet werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="231"/>
        <source>Could not move the participant: they are not in the call yet.</source>
        <translation>Person konnte nicht verschoben werden: Sie ist noch nicht im Anruf.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="239"/>
        <source>Could not move the participant</source>
        <translation>Person konnte nicht verschoben werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="248"/>
        <source>Could not change the slot</source>
        <translation>Platz konnte nicht geändert werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="251"/>
        <source>Could not change voice activation</source>
        <translation>Sprachaktivierung konnte nicht geändert werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="254"/>
        <source>Could not change the names</source>
        <translation>Namensanzeige konnte nicht geändert werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="258"/>
        <source>Could not start presenting</source>
        <translation>Präsentation konnte nicht gestartet werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="262"/>
        <source>Could not end the presentation</source>
        <translation>Präsentation konnte nicht beendet werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="271"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="282"/>
        <source>Could not save the map: %1.</source>
        <translation>Aufteilung konnte nicht gespeichert werden: %1.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="291"/>
        <source>Could not delete the map: %1.</source>
        <translation>Aufteilung konnte nicht gelöscht werden: %1.</translation>
    </message>
</context>
<context>
    <name>LayoutPage</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="90"/>
        <source>Preview of the composed picture</source>
        <translation>Vorschau des Gesamtbilds</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="96"/>
        <source>PARTICIPANTS</source>
        <translation>TEILNEHMENDE</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="99"/>
        <source>Participants to drag into a slot</source>
        <translation>Teilnehmende zum Ziehen auf einen Platz</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="104"/>
        <source>LAYOUT</source>
        <translation>LAYOUT</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="106"/>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="107"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="110"/>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="416"/>
        <source>Custom map</source>
        <translation>Eigene Aufteilung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="113"/>
        <source>Fill empty slots with other participants</source>
        <translation>Leere Plätze mit anderen Teilnehmenden füllen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="114"/>
        <source>For named layouts and maps. Off: slots nobody was put into stay empty</source>
        <translation>Für benannte Layouts und Aufteilungen. Aus: Plätze, denen niemand zugewiesen wurde, bleiben leer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="118"/>
        <source>PICTURE</source>
        <translation>BILD</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="119"/>
        <source>Voice activation (speakers get the slots)</source>
        <translation>Sprachaktivierung (Sprechende erhalten die Plätze)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="122"/>
        <source>Show names</source>
        <translation>Namen anzeigen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="126"/>
        <source>CUSTOM MAP</source>
        <translation>EIGENE AUFTEILUNG</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="127"/>
        <source>Edit map</source>
        <translation>Aufteilung bearbeiten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="127"/>
        <source>Draw the boxes of a custom map</source>
        <translation>Die Felder einer eigenen Aufteilung zeichnen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="132"/>
        <source>Add a box</source>
        <translation>Feld hinzufügen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="132"/>
        <source>Add box</source>
        <translation>Feld hinzufügen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="135"/>
        <source>Remove box</source>
        <translation>Feld entfernen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="136"/>
        <source>Remove the selected box</source>
        <translation>Ausgewähltes Feld entfernen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="141"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="144"/>
        <source>How the selected box is filled</source>
        <translation>Wie das ausgewählte Feld gefüllt wird</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="145"/>
        <source>Cover (fill, crop)</source>
        <translation>Füllen (zuschneiden)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="145"/>
        <source>Contain (whole picture)</source>
        <translation>Einpassen (ganzes Bild)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="146"/>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="151"/>
        <source>Snap to the grid and to edges</source>
        <translation>Am Raster und an Kanten ausrichten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="156"/>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="157"/>
        <source>Map name</source>
        <translation>Name der Aufteilung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="161"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="161"/>
        <source>Save the map for this room</source>
        <translation>Aufteilung für diesen Raum speichern</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="164"/>
        <source>Send map</source>
        <translation>Aufteilung senden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="166"/>
        <source>Use the map for the meeting</source>
        <translation>Aufteilung für das Meeting verwenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="172"/>
        <source>Saved maps</source>
        <translation>Gespeicherte Aufteilungen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="175"/>
        <source>Delete the saved map</source>
        <translation>Gespeicherte Aufteilung löschen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="180"/>
        <source>PRESENTATION</source>
        <translation>PRÄSENTATION</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="185"/>
        <source>Present</source>
        <translation>Präsentieren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="186"/>
        <source>Take the presentation slot (the big one) yourself</source>
        <translation>Den Präsentationsplatz (den großen) selbst übernehmen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="189"/>
        <source>End presentation</source>
        <translation>Präsentation beenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="207"/>
        <source>One</source>
        <translation>Eine Person</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="207"/>
        <source>Two side by side</source>
        <translation>Zwei nebeneinander</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="207"/>
        <source>Four (2 × 2)</source>
        <translation>Vier (2 × 2)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="208"/>
        <source>Six (3 × 2)</source>
        <translation>Sechs (3 × 2)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="208"/>
        <source>Nine (3 × 3)</source>
        <translation>Neun (3 × 3)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="209"/>
        <source>Presentation, 3 below</source>
        <translation>Präsentation, 3 darunter</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="210"/>
        <source>Presentation, 6 above</source>
        <translation>Präsentation, 6 darüber</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="211"/>
        <source>Two presentations, 6 above</source>
        <translation>Zwei Präsentationen, 6 darüber</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="212"/>
        <source>Presentation, 9 at the top right</source>
        <translation>Präsentation, 9 oben rechts</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="213"/>
        <source>Presentation, 9 in a column</source>
        <translation>Präsentation, 9 in einer Spalte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="269"/>
        <source>Layouts apply to the composed picture: the meeting server composes one picture of everyone once three or more people are in the call, or from the start in rooms set up that way.</source>
        <translation>Layouts gelten für das zusammengesetzte Bild: Der Meeting-Server setzt ein Bild aller zusammen, sobald drei oder mehr Personen im Anruf sind, oder von Anfang an in Räumen, die so eingerichtet sind.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="275"/>
        <source>%1 presents.</source>
        <translation>%1 präsentiert.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="276"/>
        <source>Nobody presents.</source>
        <translation>Niemand präsentiert.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="282"/>
        <source>Saved maps (%1)</source>
        <translation>Gespeicherte Aufteilungen (%1)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="283"/>
        <source>No saved maps</source>
        <translation>Keine gespeicherten Aufteilungen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="291"/>
        <source>(you)</source>
        <translation>(du)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="298"/>
        <source>Drag %1 onto a slot of the picture</source>
        <translation>%1 auf einen Platz im Bild ziehen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="309"/>
        <source>Custom map “%1”, %2 boxes</source>
        <translation>Eigene Aufteilung „%1“, %2 Felder</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="314"/>
        <source>Automatic layout</source>
        <translation>Automatisches Layout</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="315"/>
        <source>Now: %1</source>
        <translation>Aktuell: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="317"/>
        <source>empty slots are filled</source>
        <translation>leere Plätze werden gefüllt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="318"/>
        <source>empty slots stay empty</source>
        <translation>leere Plätze bleiben leer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="320"/>
        <source>this room does not allow layout changes</source>
        <translation>dieser Raum erlaubt keine Layout-Änderungen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="322"/>
        <source>the meeting is not composed now</source>
        <translation>das Meeting wird gerade nicht zusammengesetzt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="410"/>
        <source>Drag on the picture to draw a box (up to %1), drag a box to move it, its corners to resize it. Delete removes the selected box.</source>
        <translation>Zieh auf dem Bild, um ein Feld zu zeichnen (bis zu %1), zieh ein Feld, um es zu verschieben, und seine Ecken, um die Größe zu ändern. Entf entfernt das ausgewählte Feld.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="412"/>
        <source>Drag a participant onto a slot, or one slot onto another to swap them. Right-click a slot to empty it.</source>
        <translation>Zieh eine Person auf einen Platz oder einen Platz auf einen anderen, um sie zu tauschen. Rechtsklick auf einen Platz leert ihn.</translation>
    </message>
</context>
<context>
    <name>LevelMeter</name>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/level_meter.py" line="17"/>
        <source>Microphone level</source>
        <translation>Mikrofonpegel</translation>
    </message>
</context>
<context>
    <name>LocalMediaController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="111"/>
        <source>Camera unavailable (%1), using the test card</source>
        <translation>Kamera nicht verfügbar (%1), Testbild wird verwendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="126"/>
        <source>Microphone unavailable (%1), using a test tone</source>
        <translation>Mikrofon nicht verfügbar (%1), Testton wird verwendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="184"/>
        <source>Sharing starts once the call is connected</source>
        <translation>Das Teilen beginnt, sobald der Anruf verbunden ist</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="187"/>
        <source>%1&apos;s screen</source>
        <translation>Bildschirm von %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="189"/>
        <source>Cannot share %1: %2</source>
        <translation>%1 kann nicht geteilt werden: %2</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="218"/>
        <source>Background unavailable: %1</source>
        <translation>Hintergrund nicht verfügbar: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="239"/>
        <source>Dusk</source>
        <translation>Dämmerung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="239"/>
        <source>Room</source>
        <translation>Zimmer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="239"/>
        <source>Mountains</source>
        <translation>Berge</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="240"/>
        <source>No effect</source>
        <translation>Kein Effekt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="240"/>
        <source>Blur</source>
        <translation>Weichzeichnen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="243"/>
        <source>The room&apos;s picture</source>
        <translation>Bild des Raums</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="248"/>
        <source>Your picture…</source>
        <translation>Eigenes Bild…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="376"/>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="378"/>
        <source>%n min ago</source>
        <translation>
            <numerusform>vor %n Min.</numerusform>
            <numerusform>vor %n Min.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="381"/>
        <source>%n h ago</source>
        <translation>
            <numerusform>vor %n Std.</numerusform>
            <numerusform>vor %n Std.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="53"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="55"/>
        <source>Name, avatar, camera, microphone, language, service (Ctrl+,)</source>
        <translation>Name, Avatar, Kamera, Mikrofon, Sprache, Dienst (Strg+,)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="56"/>
        <source>Open settings</source>
        <translation>Einstellungen öffnen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="73"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="75"/>
        <source>Edit profile</source>
        <translation>Profil bearbeiten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="100"/>
        <source>Meet without the hassle</source>
        <translation>Treffen ohne Umstände</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="101"/>
        <source>Paste an invitation link or an access key to join, or host a meeting right from this computer.</source>
        <translation>Füge einen Einladungslink oder Zugangsschlüssel ein, um beizutreten, oder veranstalte ein Meeting direkt von diesem Computer.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="104"/>
        <source>Join a meeting</source>
        <translation>Einem Meeting beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="109"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="110"/>
        <source>Meeting link or access key</source>
        <translation>Meeting-Link oder Zugangsschlüssel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="115"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="357"/>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="118"/>
        <source>Join meeting</source>
        <translation>Meeting beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="119"/>
        <source>Join the meeting of this link (Enter)</source>
        <translation>Dem Meeting dieses Links beitreten (Eingabe)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="125"/>
        <source>Status message</source>
        <translation>Statusmeldung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="137"/>
        <source>or</source>
        <translation>oder</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="140"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="142"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="146"/>
        <source>Host a meeting</source>
        <translation>Meeting veranstalten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="147"/>
        <source>Start a new meeting and join it as host (Ctrl+N)</source>
        <translation>Ein neues Meeting starten und als Host beitreten (Strg+N)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="164"/>
        <source>Recent meetings</source>
        <translation>Letzte Meetings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="176"/>
        <source>Nearby meetings</source>
        <translation>Meetings in der Nähe</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="208"/>
        <source>Waiting for the host</source>
        <translation>Warten auf den Host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="211"/>
        <source>This meeting has not started yet. You will enter automatically as soon as a host starts it.</source>
        <translation>Dieses Meeting hat noch nicht begonnen. Du trittst automatisch bei, sobald ein Host es startet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="216"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="217"/>
        <source>Stop waiting</source>
        <translation>Nicht mehr warten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="228"/>
        <source>You appear as %1</source>
        <translation>Du erscheinst als %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="229"/>
        <source>No display name set yet</source>
        <translation>Noch kein Anzeigename festgelegt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="231"/>
        <source>Runs on %1</source>
        <translation>Läuft auf %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="232"/>
        <source>Service: %1</source>
        <translation>Dienst: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="234"/>
        <source>Runs on this computer, no account needed. Share the guest link with others.</source>
        <translation>Läuft auf diesem Computer, ohne Konto. Teile den Gastlink mit anderen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="236"/>
        <source>Built-in engine</source>
        <translation>Eingebauter Server</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="255"/>
        <source>No meetings yet</source>
        <translation>Noch keine Meetings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="259"/>
        <source>Meetings you join or host show up here, one click to return.</source>
        <translation>Meetings, an denen du teilnimmst oder die du veranstaltest, erscheinen hier – ein Klick genügt zur Rückkehr.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="276"/>
        <source>Hosted</source>
        <translation>Veranstaltet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="276"/>
        <source>Joined</source>
        <translation>Teilgenommen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="277"/>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="283"/>
        <source>This meeting has ended. %1</source>
        <translation>Dieses Meeting ist beendet. %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="284"/>
        <source>Rejoin %1</source>
        <translation>%1 erneut beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="292"/>
        <source>Remove from recent meetings</source>
        <translation>Aus den letzten Meetings entfernen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="293"/>
        <source>Remove %1 from recent meetings</source>
        <translation>%1 aus den letzten Meetings entfernen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="318"/>
        <source>Nothing is listed on your network right now. Meetings that hosts nearby list on their network show up here.</source>
        <translation>In deinem Netzwerk wird gerade nichts angezeigt. Meetings, die Gastgeber in der Nähe in ihrem Netzwerk anzeigen, erscheinen hier.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="353"/>
        <source>Hosted by %1</source>
        <translation>Veranstaltet von %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="361"/>
        <source>Join %1, hosted by %2</source>
        <translation>%1 beitreten, veranstaltet von %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="382"/>
        <source>%n days ago</source>
        <translation>
            <numerusform>vor %n Tag</numerusform>
            <numerusform>vor %n Tagen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="421"/>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
</context>
<context>
    <name>MediaPages</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="39"/>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="42"/>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="43"/>
        <source>needs the meeting service&apos;s API key, which this app has only for meetings it hosts itself or when it is set in Settings.</source>
        <translation>erfordert den API-Schlüssel des Meeting-Dienstes, den diese App nur für selbst veranstaltete Meetings hat oder wenn er in den Einstellungen eingetragen ist.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="66"/>
        <source>The room&apos;s earlier recordings and deleting them %1 This list shows the recordings made while you are here.</source>
        <translation>Das Anzeigen und Löschen früherer Aufnahmen dieses Raums %1 Diese Liste zeigt die Aufnahmen, die entstehen, während du hier bist.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="78"/>
        <source>Recordings</source>
        <translation>Aufnahmen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="93"/>
        <source>Deleting snapshots %1</source>
        <translation>Das Löschen von Schnappschüssen %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="97"/>
        <source>Snapshots</source>
        <translation>Schnappschüsse</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="109"/>
        <source>Playbacks</source>
        <translation>Wiedergaben</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="113"/>
        <source>Forwarding %1</source>
        <translation>Das Weiterleiten %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="134"/>
        <source>Streams</source>
        <translation>Streams</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="163"/>
        <source>Recording is switched off for this meeting.</source>
        <translation>Aufnehmen ist für dieses Meeting ausgeschaltet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="165"/>
        <source>Live streaming is switched off for this meeting.</source>
        <translation>Livestreaming ist für dieses Meeting ausgeschaltet.</translation>
    </message>
</context>
<context>
    <name>MediaPreview</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/preview.py" line="63"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
</context>
<context>
    <name>MeetDeskApp</name>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="130"/>
        <source>Leave this meeting before opening another link</source>
        <translation>Verlasse dieses Meeting, bevor du einen anderen Link öffnest</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="215"/>
        <source>Meeting</source>
        <translation>Meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="101"/>
        <location filename="../../app/meetdesk/ui/app.py" line="252"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="262"/>
        <source>This meeting has a new link: the old one no longer lets anyone in.</source>
        <translation>Dieses Meeting hat einen neuen Link: Mit dem alten kommt niemand mehr hinein.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="266"/>
        <source>Port %1 was in use: links now use port %2 (kept for next time)</source>
        <translation>Port %1 war belegt: Links verwenden jetzt Port %2 (auch beim nächsten Mal)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="272"/>
        <source>This computer&apos;s network address changed from %1 to %2: links sent before do not reach it. Send the new invite, and your permalinks again (host panel, Permalinks).</source>
        <translation>Die Netzwerkadresse dieses Computers hat sich von %1 zu %2 geändert: Früher verschickte Links erreichen ihn nicht mehr. Schick die neue Einladung und deine Permalinks erneut (Host-Bereich, Permalinks).</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="318"/>
        <source>The meeting service on this computer stopped unexpectedly. MeetDesk is starting it again.</source>
        <translation>Der Meeting-Dienst auf diesem Computer wurde unerwartet beendet. MeetDesk startet ihn neu.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="320"/>
        <source>The meeting service on this computer runs again, at the same address: host again or open a permalink to continue.</source>
        <translation>Der Meeting-Dienst auf diesem Computer läuft wieder unter derselben Adresse: Veranstalte das Meeting erneut oder öffne einen Permalink, um weiterzumachen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="322"/>
        <source>The meeting service on this computer could not be started again: %1</source>
        <translation>Der Meeting-Dienst auf diesem Computer konnte nicht neu gestartet werden: %1</translation>
    </message>
</context>
<context>
    <name>MeetingController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="228"/>
        <source>The meeting did not get ready in time.</source>
        <translation>Das Meeting war nicht rechtzeitig bereit.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="246"/>
        <source>The meeting is locked.</source>
        <translation>Das Meeting ist gesperrt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="248"/>
        <source>Could not connect the call: %1</source>
        <translation>Anruf konnte nicht verbunden werden: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="292"/>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="317"/>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="343"/>
        <source>Connection lost, reconnecting…</source>
        <translation>Verbindung verloren, wird wiederhergestellt…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="302"/>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="321"/>
        <source>Reconnected</source>
        <translation>Wieder verbunden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="335"/>
        <source>The call was disconnected.</source>
        <translation>Der Anruf wurde getrennt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="364"/>
        <source>The meeting is now locked</source>
        <translation>Das Meeting ist jetzt gesperrt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="370"/>
        <source>The recording is ready</source>
        <translation>Die Aufnahme ist fertig</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="412"/>
        <source>Recording started</source>
        <translation>Aufnahme gestartet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="412"/>
        <source>Recording stopped</source>
        <translation>Aufnahme beendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="456"/>
        <source>Could not end the meeting: %1</source>
        <translation>Meeting konnte nicht beendet werden: %1</translation>
    </message>
</context>
<context>
    <name>MeetingTray</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="22"/>
        <source>MeetDesk meeting</source>
        <translation>MeetDesk-Meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="23"/>
        <source>Show meeting</source>
        <translation>Meeting anzeigen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="26"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="35"/>
        <source>%1 – MeetDesk</source>
        <translation>%1 – MeetDesk</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="35"/>
        <source>Meeting</source>
        <translation>Meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="43"/>
        <source>Unmute</source>
        <translation>Mikrofon einschalten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="43"/>
        <source>Mute</source>
        <translation>Mikrofon stumm</translation>
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
        <translation>Meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="67"/>
        <source>Waiting for the others&apos; video…</source>
        <translation>Warten auf das Video der anderen…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="68"/>
        <source>Meeting video</source>
        <translation>Meeting-Video</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="329"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="107"/>
        <source>Mute or unmute the microphone</source>
        <translation>Mikrofon stumm schalten oder einschalten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="108"/>
        <source>Turn the camera off or on</source>
        <translation>Kamera aus- oder einschalten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="109"/>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="109"/>
        <source>Hold to talk while muted</source>
        <translation>Gedrückt halten, um trotz Stummschaltung zu sprechen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="110"/>
        <source>Raise or lower your hand</source>
        <translation>Hand heben oder senken</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="111"/>
        <source>Participants</source>
        <translation>Teilnehmende</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="111"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="112"/>
        <source>Show this help</source>
        <translation>Diese Hilfe zeigen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="113"/>
        <source>Full screen (or double-click the video); Esc leaves it</source>
        <translation>Vollbild (oder Doppelklick auf das Video); Esc beendet es</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="114"/>
        <source>Leave the meeting</source>
        <translation>Meeting verlassen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="329"/>
        <source>Your screen</source>
        <translation>Dein Bildschirm</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="330"/>
        <source>You are sharing %1</source>
        <translation>Du teilst %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="331"/>
        <source>You stopped sharing</source>
        <translation>Du teilst nicht mehr</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="370"/>
        <source>This meeting does not allow virtual backgrounds: your camera is shown as it is.</source>
        <translation>Dieses Meeting erlaubt keine virtuellen Hintergründe: deine Kamera wird so gezeigt, wie sie ist.</translation>
    </message>
</context>
<context>
    <name>MeetingsSection</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="23"/>
        <source>Meetings</source>
        <translation>Meetings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="26"/>
        <source>Join meetings with my microphone muted</source>
        <translation>Meetings mit stummgeschaltetem Mikrofon beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="27"/>
        <source>Join meetings with my camera off</source>
        <translation>Meetings mit ausgeschalteter Kamera beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="29"/>
        <source>Mini window when I switch to another app</source>
        <translation>Mini-Fenster, wenn ich zu einer anderen App wechsle</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="31"/>
        <source>A small window on top of the others while the meeting window is in the background or minimized: the meeting&apos;s picture, your microphone, camera and leave buttons</source>
        <translation>Ein kleines Fenster über den anderen, während das Meetingfenster im Hintergrund oder minimiert ist: das Bild des Meetings, Mikrofon, Kamera und Verlassen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="34"/>
        <source>Notifications when I switch to another app</source>
        <translation>Benachrichtigungen, wenn ich zu einer anderen App wechsle</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="36"/>
        <source>While the meeting window is in the background or minimized: chat messages, someone joining while you are alone, raised hands (when you host), a recording starting</source>
        <translation>Während das Meetingfenster im Hintergrund oder minimiert ist: Chatnachrichten, wer beitritt, während du allein bist, gehobene Hände (wenn du veranstaltest), der Start einer Aufnahme</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="53"/>
        <source>Captions model</source>
        <translation>Modell für Untertitel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="55"/>
        <source>Built in: Whisper base, any language; tiny.en for English</source>
        <translation>Eingebaut: Whisper base, jede Sprache; tiny.en für Englisch</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="56"/>
        <source>Captions model folder</source>
        <translation>Ordner des Untertitel-Modells</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="59"/>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="61"/>
        <source>Choose a captions model folder</source>
        <translation>Einen Ordner für das Untertitel-Modell auswählen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="78"/>
        <source>Choose a faster-whisper model folder (it holds model.bin, config.json and the tokenizer)</source>
        <translation>Einen faster-whisper-Modellordner wählen (er enthält model.bin, config.json und den Tokenizer)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="90"/>
        <source>Not a faster-whisper model folder (it needs model.bin and config.json): the built-in model is kept</source>
        <translation>Kein faster-whisper-Modellordner (er braucht model.bin und config.json): das eingebaute Modell bleibt</translation>
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
        <translation>Meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="36"/>
        <source>Mini meeting window</source>
        <translation>Mini-Meetingfenster</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="52"/>
        <source>Waiting for video…</source>
        <translation>Warten auf Video…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="54"/>
        <source>Meeting video</source>
        <translation>Meeting-Video</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="55"/>
        <source>Double-click to go back to the meeting; drag to move</source>
        <translation>Doppelklick: zurück zum Meeting; ziehen zum Verschieben</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="60"/>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="90"/>
        <source>Mute microphone</source>
        <translation>Mikrofon stumm</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="61"/>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="97"/>
        <source>Turn camera off</source>
        <translation>Kamera aus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="62"/>
        <source>Back to the meeting window</source>
        <translation>Zurück zum Meetingfenster</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="69"/>
        <source>Leave the meeting</source>
        <translation>Meeting verlassen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="70"/>
        <source>Leave meeting</source>
        <translation>Meeting verlassen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="90"/>
        <source>Unmute microphone</source>
        <translation>Mikrofon einschalten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="97"/>
        <source>Turn camera on</source>
        <translation>Kamera ein</translation>
    </message>
</context>
<context>
    <name>MuteAllController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/mute_all.py" line="36"/>
        <source>You muted everyone</source>
        <translation>Du hast alle stummgeschaltet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/mute_all.py" line="54"/>
        <source>%1 muted everyone</source>
        <translation>%1 hat alle stummgeschaltet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/mute_all.py" line="55"/>
        <source>A host muted everyone</source>
        <translation>Ein Gastgeber hat alle stummgeschaltet</translation>
    </message>
</context>
<context>
    <name>NoticeStack</name>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/notices.py" line="26"/>
        <source>Notices</source>
        <translation>Hinweise</translation>
    </message>
</context>
<context>
    <name>PeopleController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="207"/>
        <source>%1 left</source>
        <translation>%1 ist gegangen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="210"/>
        <source>Participant</source>
        <translation>Teilnehmer:in</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="226"/>
        <source>%1 joined</source>
        <translation>%1 ist beigetreten</translation>
    </message>
</context>
<context>
    <name>PeoplePanel</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="231"/>
        <source>Participants</source>
        <translation>Teilnehmende</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="240"/>
        <source>Speaking</source>
        <translation>Spricht</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="240"/>
        <source>presenting</source>
        <translation>präsentiert</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="241"/>
        <source>not in picture</source>
        <translation>nicht im Bild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="242"/>
        <source>In the composed picture</source>
        <translation>Im Gesamtbild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="243"/>
        <source>Not in the composed picture</source>
        <translation>Nicht im Gesamtbild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="244"/>
        <source>sharing screen</source>
        <translation>teilt Bildschirm</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="244"/>
        <source>Shares a screen</source>
        <translation>Teilt einen Bildschirm</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="245"/>
        <source>Microphone on</source>
        <translation>Mikrofon an</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="245"/>
        <source>Microphone muted</source>
        <translation>Mikrofon stumm</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="246"/>
        <source>Camera off</source>
        <translation>Kamera aus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="246"/>
        <source>Hand raised</source>
        <translation>Hand gehoben</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="247"/>
        <source>Lower hand</source>
        <translation>Hand senken</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="248"/>
        <source>Hand raised: click to lower it</source>
        <translation>Hand gehoben: zum Senken klicken</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="266"/>
        <source>PARTICIPANTS (%1)</source>
        <translation>TEILNEHMENDE (%1)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="239"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="222"/>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="224"/>
        <source>Mute everyone</source>
        <translation>Alle stummschalten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="225"/>
        <source>Mute everyone&apos;s microphone; each can unmute again</source>
        <translation>Die Mikrofone aller stummschalten; jeder kann sich wieder einschalten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="239"/>
        <source>guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="239"/>
        <source>Remove from meeting</source>
        <translation>Aus dem Meeting entfernen</translation>
    </message>
</context>
<context>
    <name>PermalinkController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/permalinks.py" line="50"/>
        <source>Permalink request failed: %1</source>
        <translation>Permalink-Anfrage fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/permalinks.py" line="69"/>
        <source>%1&apos;s meeting room</source>
        <translation>Meetingraum von %1</translation>
    </message>
</context>
<context>
    <name>PermalinksView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="27"/>
        <source>PERMALINKS</source>
        <translation>PERMALINKS</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="28"/>
        <source>Links that stay valid: hosts start the meeting, guests wait for a host.</source>
        <translation>Dauerhafte Links: Hosts starten das Meeting, Gäste warten auf einen Host.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="32"/>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="33"/>
        <source>Never expires</source>
        <translation>Läuft nie ab</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="38"/>
        <source>Expiry</source>
        <translation>Ablauf</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="41"/>
        <source>Expiry date of new permalinks</source>
        <translation>Ablaufdatum neuer Permalinks</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="45"/>
        <source>Create permalink</source>
        <translation>Permalink erstellen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="45"/>
        <source>Create a permalink</source>
        <translation>Einen Permalink erstellen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="51"/>
        <source>No permalinks yet.</source>
        <translation>Noch keine Permalinks.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="78"/>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="80"/>
        <source>Add a host</source>
        <translation>Host hinzufügen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="79"/>
        <source>Name of the new host:</source>
        <translation>Name des neuen Hosts:</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="91"/>
        <source>Co-host</source>
        <translation>Co-Host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="112"/>
        <source>Permalink %1</source>
        <translation>Permalink %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="118"/>
        <source>expires %1</source>
        <translation>läuft ab am %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="119"/>
        <source>never expires</source>
        <translation>läuft nie ab</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="119"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="123"/>
        <source>Guest link</source>
        <translation>Gastlink</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="123"/>
        <source>Copy the permalink guest link</source>
        <translation>Gastlink des Permalinks kopieren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="124"/>
        <source>Permalink guest link copied</source>
        <translation>Gastlink des Permalinks kopiert</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="126"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="126"/>
        <source>Add a host user</source>
        <translation>Host hinzufügen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="129"/>
        <source>Delete the permalink</source>
        <translation>Permalink löschen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="135"/>
        <source>Host: %1</source>
        <translation>Host: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="137"/>
        <source>Copy the host link of %1</source>
        <translation>Hostlink von %1 kopieren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="138"/>
        <source>Host link copied</source>
        <translation>Hostlink kopiert</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="140"/>
        <source>Revoke the host link of %1</source>
        <translation>Hostlink von %1 widerrufen</translation>
    </message>
</context>
<context>
    <name>PlaybacksController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/playbacks.py" line="88"/>
        <source>The playback could not start</source>
        <translation>Die Wiedergabe konnte nicht starten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/playbacks.py" line="90"/>
        <source>%1: choose a video file or give its web address.</source>
        <translation>%1: Wähle eine Videodatei oder gib ihre Webadresse an.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/playbacks.py" line="100"/>
        <source>%1: a file on this computer can only be played into a meeting hosted on this computer. Give the video&apos;s web address instead.</source>
        <translation>%1: Eine Datei auf diesem Computer kann nur in einem Meeting abgespielt werden, das auf diesem Computer läuft. Gib stattdessen die Webadresse des Videos an.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/playbacks.py" line="126"/>
        <source>The playback could not be stopped</source>
        <translation>Die Wiedergabe konnte nicht gestoppt werden</translation>
    </message>
</context>
<context>
    <name>PlaybacksView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="24"/>
        <source>PLAY A VIDEO INTO THE MEETING</source>
        <translation>VIDEO IM MEETING ABSPIELEN</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="29"/>
        <source>https://… (mp4, webm, mp3) or a file on this computer</source>
        <translation>https://… (mp4, webm, mp3) oder eine Datei auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="30"/>
        <source>Video file or web address</source>
        <translation>Videodatei oder Webadresse</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="32"/>
        <source>Choose file…</source>
        <translation>Datei wählen…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="32"/>
        <source>Choose a video file</source>
        <translation>Videodatei wählen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="35"/>
        <source>Video</source>
        <translation>Video</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="37"/>
        <source>Shown as the tile&apos;s name</source>
        <translation>Wird als Name der Kachel angezeigt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="38"/>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="39"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="41"/>
        <source>Where it plays</source>
        <translation>Wo das Video läuft</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="42"/>
        <source>Plays</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="44"/>
        <source>With sound</source>
        <translation>Mit Ton</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="45"/>
        <source>Repeat until stopped</source>
        <translation>Wiederholen bis zum Stopp</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="52"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="54"/>
        <source>Play into the meeting</source>
        <translation>Im Meeting abspielen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="64"/>
        <source>PLAYING NOW</source>
        <translation>LÄUFT GERADE</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="68"/>
        <source>Nothing is playing.</source>
        <translation>Es läuft nichts.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="77"/>
        <source>Files on this computer are served to the meeting while they play.</source>
        <translation>Dateien auf diesem Computer werden dem Meeting bereitgestellt, solange sie laufen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="78"/>
        <source>This meeting runs on another computer: give the video&apos;s web address (a file on this computer cannot reach it).</source>
        <translation>Dieses Meeting läuft auf einem anderen Computer: Gib die Webadresse des Videos an (eine Datei auf diesem Computer erreicht es nicht).</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="85"/>
        <source>As a new tile</source>
        <translation>Als neue Kachel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="87"/>
        <source>Instead of %1</source>
        <translation>Anstelle von %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="108"/>
        <source>instead of %1</source>
        <translation>anstelle von %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="110"/>
        <source>as a new tile</source>
        <translation>als neue Kachel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="111"/>
        <source>with sound</source>
        <translation>mit Ton</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="114"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="114"/>
        <source>Stop this playback</source>
        <translation>Diese Wiedergabe stoppen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="127"/>
        <source>Choose a video</source>
        <translation>Video wählen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="128"/>
        <source>Videos (%1)</source>
        <translation>Videos (%1)</translation>
    </message>
</context>
<context>
    <name>QualityBars</name>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="35"/>
        <source>Good connection</source>
        <translation>Gute Verbindung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="35"/>
        <source>Fair connection</source>
        <translation>Mittelmäßige Verbindung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="36"/>
        <source>Poor connection</source>
        <translation>Schlechte Verbindung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="37"/>
        <source>%1 % of packets lost</source>
        <translation>%1 % der Pakete verloren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="39"/>
        <source>round trip %1 ms</source>
        <translation>Umlaufzeit %1 ms</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="41"/>
        <source>%1 frames a second</source>
        <translation>%1 Bilder pro Sekunde</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="43"/>
        <source>the picture %1 s behind</source>
        <translation>das Bild %1 s im Rückstand</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="44"/>
        <source>Your connection to the meeting server (a composed meeting is one stream for everyone)</source>
        <translation>Deine Verbindung zum Meeting-Server (ein zusammengesetztes Meeting ist ein Stream für alle)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="45"/>
        <source>Their video as it reaches you</source>
        <translation>Das Video dieser Person, wie es bei dir ankommt</translation>
    </message>
</context>
<context>
    <name>ReactionButton</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="23"/>
        <source>Thumbs up</source>
        <translation>Daumen hoch</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="24"/>
        <source>Heart</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="25"/>
        <source>Laugh</source>
        <translation>Lachen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="26"/>
        <source>Applause</source>
        <translation>Applaus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="27"/>
        <source>Surprised</source>
        <translation>Überrascht</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="28"/>
        <source>Celebrate</source>
        <translation>Feiern</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="56"/>
        <source>Reactions</source>
        <translation>Reaktionen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="81"/>
        <source>Send a reaction everyone sees</source>
        <translation>Eine Reaktion senden, die alle sehen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="82"/>
        <source>Reactions are turned off in this meeting</source>
        <translation>Reaktionen sind in dieser Besprechung ausgeschaltet</translation>
    </message>
</context>
<context>
    <name>ReactionOverlay</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="114"/>
        <source>Reactions</source>
        <translation>Reaktionen</translation>
    </message>
</context>
<context>
    <name>ReactionsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/reactions.py" line="41"/>
        <source>Reactions are turned off in this meeting</source>
        <translation>Reaktionen sind in dieser Besprechung ausgeschaltet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/reactions.py" line="43"/>
        <source>Not so fast: a few reactions a second at most</source>
        <translation>Nicht so schnell: höchstens ein paar Reaktionen pro Sekunde</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/reactions.py" line="45"/>
        <source>Reaction not sent: %1</source>
        <translation>Reaktion nicht gesendet: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/reactions.py" line="53"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>RecordingRow</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="44"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="53"/>
        <source>Recorded by %1</source>
        <translation>Aufgenommen von %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="55"/>
        <source>Download</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="55"/>
        <source>Download the recording</source>
        <translation>Aufnahme herunterladen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="58"/>
        <source>Download progress</source>
        <translation>Download-Fortschritt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="63"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="63"/>
        <source>Open the recording</source>
        <translation>Aufnahme öffnen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="65"/>
        <source>Show in folder</source>
        <translation>Im Ordner zeigen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="66"/>
        <source>Show the downloaded file in its folder</source>
        <translation>Heruntergeladene Datei im Ordner zeigen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="69"/>
        <source>Download transcript</source>
        <translation>Transkript herunterladen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="70"/>
        <source>Download the transcript (WebVTT) of this recording</source>
        <translation>Das Transkript (WebVTT) dieser Aufnahme herunterladen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="74"/>
        <source>Delete the recording</source>
        <translation>Aufnahme löschen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="82"/>
        <source>Recording…</source>
        <translation>Wird aufgenommen…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="84"/>
        <source>Processing…</source>
        <translation>Wird verarbeitet…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="86"/>
        <source>Ready</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="105"/>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
</context>
<context>
    <name>RecordingsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="112"/>
        <source>The recording could not start</source>
        <translation>Die Aufnahme konnte nicht starten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="113"/>
        <source>The recording could not stop</source>
        <translation>Die Aufnahme konnte nicht beendet werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="136"/>
        <source>The recordings could not be listed</source>
        <translation>Die Aufnahmen konnten nicht aufgelistet werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="188"/>
        <source>The recording could not be downloaded</source>
        <translation>Die Aufnahme konnte nicht heruntergeladen werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="194"/>
        <source>%1: it is not ready yet.</source>
        <translation>%1: Die Aufnahme ist noch nicht fertig.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="262"/>
        <source>The recording could not be deleted</source>
        <translation>Die Aufnahme konnte nicht gelöscht werden</translation>
    </message>
</context>
<context>
    <name>RecordingsView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="136"/>
        <source>RECORD THIS MEETING</source>
        <translation>DIESES MEETING AUFNEHMEN</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="138"/>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="140"/>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="198"/>
        <source>Start recording</source>
        <translation>Aufnahme starten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="145"/>
        <source>Recording time</source>
        <translation>Aufnahmedauer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="150"/>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="187"/>
        <source>The recording holds the composed picture and everyone&apos;s sound.</source>
        <translation>Die Aufnahme enthält das Gesamtbild und den Ton aller.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="156"/>
        <source>RECORDINGS OF THIS ROOM</source>
        <translation>AUFNAHMEN DIESES RAUMS</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="163"/>
        <source>No recordings yet.</source>
        <translation>Noch keine Aufnahmen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="166"/>
        <source>Newer</source>
        <translation>Neuere</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="166"/>
        <source>Show newer recordings</source>
        <translation>Neuere Aufnahmen zeigen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="169"/>
        <source>Older</source>
        <translation>Ältere</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="169"/>
        <source>Show older recordings</source>
        <translation>Ältere Aufnahmen zeigen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="198"/>
        <source>Stop recording</source>
        <translation>Aufnahme beenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="214"/>
        <source>● REC %1</source>
        <translation>● AUFN %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="242"/>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="268"/>
        <source>Transcript saved to %1</source>
        <translation>Transkript gespeichert in %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="282"/>
        <source>Delete the recording?</source>
        <translation>Aufnahme löschen?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="283"/>
        <source>The recording is deleted from the meeting service for everyone. Files you downloaded stay.</source>
        <translation>Die Aufnahme wird für alle vom Meeting-Dienst gelöscht. Heruntergeladene Dateien bleiben erhalten.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="284"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="18"/>
        <source>%1: the meeting service cannot be reached.</source>
        <translation>%1: Der Meeting-Dienst ist nicht erreichbar.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="22"/>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="23"/>
        <source>%1: the service refused the API key.</source>
        <translation>%1: Der Dienst hat den API-Schlüssel abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="24"/>
        <source>%1: this meeting does not allow it.</source>
        <translation>%1: Dieses Meeting erlaubt das nicht.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="25"/>
        <source>%1 now: %2.</source>
        <translation>%1 – im Moment nicht möglich: %2.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="26"/>
        <source>%1: the meeting is over.</source>
        <translation>%1: Das Meeting ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="27"/>
        <source>%1: the API key is locked.</source>
        <translation>%1: Der API-Schlüssel ist gesperrt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="28"/>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="35"/>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="36"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="31"/>
        <source>For a device on your network or this computer, allow it in Settings: &quot;Streams and webhooks may go to this computer and my network&quot;.</source>
        <translation>Für ein Gerät in deinem Netzwerk oder diesen Computer erlaube es in den Einstellungen: „Streams und Webhooks dürfen an diesen Computer und mein Netzwerk gehen“.</translation>
    </message>
</context>
<context>
    <name>SelfView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="25"/>
        <source>Camera off</source>
        <translation>Kamera aus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="26"/>
        <source>Your camera</source>
        <translation>Deine Kamera</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="27"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="31"/>
        <source>Drag to another corner</source>
        <translation>In eine andere Ecke ziehen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="35"/>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="36"/>
        <source>Hide yourself</source>
        <translation>Eigenes Bild ausblenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="43"/>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="44"/>
        <source>Show yourself</source>
        <translation>Eigenes Bild zeigen</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="52"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="53"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="61"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="88"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="94"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="95"/>
        <source>Display name</source>
        <translation>Anzeigename</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="99"/>
        <source>Choose picture…</source>
        <translation>Bild wählen…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="100"/>
        <source>Choose avatar picture</source>
        <translation>Avatarbild wählen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="102"/>
        <source>Use initials</source>
        <translation>Initialen verwenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="104"/>
        <source>Remove avatar picture</source>
        <translation>Avatarbild entfernen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="113"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="115"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="131"/>
        <source>Remote service</source>
        <translation>Entfernter Dienst</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="132"/>
        <source>Host meetings on a service instead of this computer. Leave the address empty to use the built-in engine.</source>
        <translation>Meetings auf einem Dienst statt auf diesem Computer veranstalten. Ohne Adresse wird der eingebaute Server verwendet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="142"/>
        <source>Service address</source>
        <translation>Dienstadresse</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="145"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="146"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="149"/>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="147"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="162"/>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="163"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="165"/>
        <source>Camera preview</source>
        <translation>Kameravorschau</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="168"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="177"/>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="170"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="179"/>
        <source>Microphone</source>
        <translation>Mikrofon</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="182"/>
        <source>Microphone level</source>
        <translation>Mikrofonpegel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="186"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="191"/>
        <source>Speaker</source>
        <translation>Lautsprecher</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="187"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="194"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="444"/>
        <source>Test speaker</source>
        <translation>Lautsprecher testen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="195"/>
        <source>Play a test sound on the speaker</source>
        <translation>Einen Testton auf dem Lautsprecher abspielen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="196"/>
        <source>Play a short sound on the chosen speaker</source>
        <translation>Einen kurzen Ton auf dem gewählten Lautsprecher abspielen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="223"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="224"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="226"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="421"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="228"/>
        <source>Save settings</source>
        <translation>Einstellungen speichern</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="248"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="251"/>
        <source>Background</source>
        <translation>Hintergrund</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="252"/>
        <source>Blur or replace what is behind you, in meetings whose room allows it; the preview shows how you will look.</source>
        <translation>Weichzeichnen oder ersetzen, was hinter dir ist – in Meetings, deren Raum das erlaubt. Die Vorschau zeigt, wie du aussehen wirst.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="254"/>
        <source>Dusk</source>
        <translation>Dämmerung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="254"/>
        <source>Room</source>
        <translation>Zimmer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="254"/>
        <source>Mountains</source>
        <translation>Berge</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="255"/>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="256"/>
        <source>Blur</source>
        <translation>Weichzeichnen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="260"/>
        <source>The room&apos;s picture</source>
        <translation>Bild des Raums</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="267"/>
        <source>Your picture…</source>
        <translation>Eigenes Bild…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="268"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="293"/>
        <source>Choose a background picture</source>
        <translation>Hintergrundbild wählen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="281"/>
        <source>Background effects are not available: %1</source>
        <translation>Hintergrundeffekte sind nicht verfügbar: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="294"/>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="302"/>
        <source>This background cannot be used: %1</source>
        <translation>Dieser Hintergrund kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="317"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="327"/>
        <source>Echo cancellation</source>
        <translation>Echounterdrückung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="318"/>
        <source>Removes the others&apos; voices coming back from your speakers</source>
        <translation>Entfernt die Stimmen der anderen, die aus deinen Lautsprechern zurückkommen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="319"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="329"/>
        <source>Noise suppression</source>
        <translation>Rauschunterdrückung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="320"/>
        <source>Lowers steady background noise such as fans</source>
        <translation>Dämpft gleichmäßige Hintergrundgeräusche wie Lüfter</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="321"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="328"/>
        <source>Automatic gain</source>
        <translation>Automatische Verstärkung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="322"/>
        <source>Evens out your volume, so a quiet voice is heard</source>
        <translation>Gleicht deine Lautstärke aus, damit auch eine leise Stimme gehört wird</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="335"/>
        <source>For music, switch these off: it is then sent as it is played.</source>
        <translation>Schalte sie für Musik aus: Dann wird sie so übertragen, wie sie gespielt wird.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="342"/>
        <source>Sound processing is unavailable (%1).</source>
        <translation>Die Tonverarbeitung ist nicht verfügbar (%1).</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="354"/>
        <source>Test card</source>
        <translation>Testbild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="354"/>
        <source>Tone</source>
        <translation>Testton</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="355"/>
        <source>%1 (synthetic)</source>
        <translation>%1 (synthetisch)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="358"/>
        <source>Choose a picture</source>
        <translation>Bild wählen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="359"/>
        <source>Images (*.png *.jpg *.jpeg *.webp *.svg)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp *.svg)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="414"/>
        <source>Checking the service…</source>
        <translation>Dienst wird geprüft…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="425"/>
        <source>Save anyway</source>
        <translation>Trotzdem speichern</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="434"/>
        <source>Playing…</source>
        <translation>Wird abgespielt…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="488"/>
        <source>The service at %1 cannot be reached. Check the address and that the service runs.</source>
        <translation>Der Dienst unter %1 ist nicht erreichbar. Prüfe die Adresse und ob der Dienst läuft.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="492"/>
        <source>The service refused this API key.</source>
        <translation>Der Dienst hat diesen API-Schlüssel abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="493"/>
        <source>The service answered with an error: %1</source>
        <translation>Der Dienst hat mit einem Fehler geantwortet: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="496"/>
        <source>This is not a web address: %1</source>
        <translation>Das ist keine Webadresse: %1</translation>
    </message>
</context>
<context>
    <name>ShareController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/share.py" line="55"/>
        <source>Could not change the presentation: %1</source>
        <translation>Präsentation konnte nicht geändert werden: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/share.py" line="70"/>
        <source>Your presentation ended</source>
        <translation>Deine Präsentation wurde beendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/share.py" line="73"/>
        <source>%1 is presenting</source>
        <translation>%1 präsentiert</translation>
    </message>
</context>
<context>
    <name>SharePicker</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="44"/>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="45"/>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="50"/>
        <source>Share your screen</source>
        <translation>Bildschirm teilen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="54"/>
        <source>Choose a screen or a window. The others see it instead of your camera until you stop sharing.</source>
        <translation>Wähle einen Bildschirm oder ein Fenster. Die anderen sehen es statt deiner Kamera, bis du das Teilen beendest.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="67"/>
        <source>Screens and windows</source>
        <translation>Bildschirme und Fenster</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="71"/>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="74"/>
        <source>Present: show it large to everyone</source>
        <translation>Präsentieren: für alle groß zeigen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="72"/>
        <source>The meeting&apos;s picture shows your screen in the big place while you share</source>
        <translation>Das Gesamtbild des Meetings zeigt deinen Bildschirm groß, solange du teilst</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="78"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="80"/>
        <source>Refresh the list</source>
        <translation>Liste aktualisieren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="84"/>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="85"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="88"/>
        <source>Share</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="90"/>
        <source>Share the chosen screen</source>
        <translation>Gewählten Bildschirm teilen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="99"/>
        <source>Screen</source>
        <translation>Bildschirm</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="99"/>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="99"/>
        <source>Test screen</source>
        <translation>Testbildschirm</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="102"/>
        <source>Test screen (no display needed)</source>
        <translation>Testbildschirm (ohne Anzeige)</translation>
    </message>
</context>
<context>
    <name>SnapshotCard</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="29"/>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="33"/>
        <source>Snapshot picture</source>
        <translation>Bild des Schnappschusses</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="40"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="40"/>
        <source>Save the snapshot to the downloads folder</source>
        <translation>Schnappschuss im Download-Ordner speichern</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="43"/>
        <source>Show the saved snapshot in its folder</source>
        <translation>Gespeicherten Schnappschuss im Ordner zeigen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="47"/>
        <source>Delete the snapshot</source>
        <translation>Schnappschuss löschen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="59"/>
        <source>No picture</source>
        <translation>Kein Bild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="63"/>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
</context>
<context>
    <name>SnapshotsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/snapshots.py" line="97"/>
        <source>The snapshot could not be taken</source>
        <translation>Der Schnappschuss konnte nicht gemacht werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/snapshots.py" line="107"/>
        <source>The snapshot could not be saved</source>
        <translation>Der Schnappschuss konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/snapshots.py" line="109"/>
        <source>%1: it has no download address.</source>
        <translation>%1: Es gibt keine Download-Adresse dafür.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/snapshots.py" line="140"/>
        <source>The snapshot could not be deleted</source>
        <translation>Der Schnappschuss konnte nicht gelöscht werden</translation>
    </message>
</context>
<context>
    <name>SnapshotsView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="81"/>
        <source>SNAPSHOTS</source>
        <translation>SCHNAPPSCHÜSSE</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="83"/>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="85"/>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="112"/>
        <source>Take snapshot</source>
        <translation>Schnappschuss machen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="90"/>
        <source>A snapshot is a picture of the composed meeting, as everyone sees it.</source>
        <translation>Ein Schnappschuss ist ein Bild des Meetings, wie alle es sehen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="102"/>
        <source>No snapshots yet.</source>
        <translation>Noch keine Schnappschüsse.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="112"/>
        <source>Taking…</source>
        <translation>Wird gemacht…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="138"/>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="152"/>
        <source>Delete the snapshot?</source>
        <translation>Schnappschuss löschen?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="153"/>
        <source>The snapshot is deleted from the meeting service. Saved files stay.</source>
        <translation>Der Schnappschuss wird vom Meeting-Dienst gelöscht. Gespeicherte Dateien bleiben erhalten.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="154"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
</context>
<context>
    <name>StreamsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="111"/>
        <source>The live stream could not start</source>
        <translation>Der Livestream konnte nicht starten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="113"/>
        <source>%1: the stream URL must start with rtmp:// or rtmps://.</source>
        <translation>%1: Die Stream-URL muss mit rtmp:// oder rtmps:// beginnen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="131"/>
        <source>The live stream could not stop</source>
        <translation>Der Livestream konnte nicht beendet werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="136"/>
        <source>%1 (participant)</source>
        <translation>%1 (Teilnehmer:in)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="139"/>
        <source>The composed meeting</source>
        <translation>Das Gesamtbild des Meetings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="142"/>
        <source>%1 (playback)</source>
        <translation>%1 (Wiedergabe)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="151"/>
        <source>The forward could not start</source>
        <translation>Die Weiterleitung konnte nicht starten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="153"/>
        <source>%1: forwarding needs the service&apos;s API key.</source>
        <translation>%1: Weiterleiten erfordert den API-Schlüssel des Dienstes.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="156"/>
        <source>%1: the WHIP URL must start with http:// or https://.</source>
        <translation>%1: Die WHIP-URL muss mit http:// oder https:// beginnen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="191"/>
        <source>The forward could not stop</source>
        <translation>Die Weiterleitung konnte nicht beendet werden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="193"/>
        <source>it had ended already</source>
        <translation>sie war schon beendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="228"/>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="243"/>
        <source>the playback ended</source>
        <translation>die Wiedergabe ist zu Ende</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="242"/>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="255"/>
        <source>the participant left the call</source>
        <translation>die Person hat den Anruf verlassen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="244"/>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="261"/>
        <source>the meeting ended</source>
        <translation>das Meeting ist beendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="245"/>
        <source>its source ended</source>
        <translation>ihre Quelle ist beendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="246"/>
        <source>the connection to the destination failed</source>
        <translation>die Verbindung zum Ziel ist fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>StreamsView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="31"/>
        <source>LIVE STREAM</source>
        <translation>LIVESTREAM</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="38"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="44"/>
        <source>Stream URL</source>
        <translation>Stream-URL</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="47"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="48"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="159"/>
        <source>Player URL</source>
        <translation>Player-URL</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="51"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="169"/>
        <source>Go live</source>
        <translation>Live gehen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="53"/>
        <source>Start the live stream</source>
        <translation>Livestream starten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="67"/>
        <source>FORWARD TO A WHIP ENDPOINT</source>
        <translation>AN EINEN WHIP-ENDPUNKT WEITERLEITEN</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="73"/>
        <source>What to forward</source>
        <translation>Was weitergeleitet wird</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="74"/>
        <source>Forward</source>
        <translation>Weiterleiten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="76"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="80"/>
        <source>Streams</source>
        <translation>Streams</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="77"/>
        <source>Sound and picture</source>
        <translation>Ton und Bild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="77"/>
        <source>Picture only</source>
        <translation>Nur Bild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="78"/>
        <source>Sound only</source>
        <translation>Nur Ton</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="83"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="84"/>
        <source>WHIP URL</source>
        <translation>WHIP-URL</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="87"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="89"/>
        <source>Start forward</source>
        <translation>Weiterleitung starten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="93"/>
        <source>Clear ended</source>
        <translation>Beendete entfernen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="93"/>
        <source>Remove ended forwards from the list</source>
        <translation>Beendete Weiterleitungen aus der Liste entfernen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="101"/>
        <source>No forwards started from here.</source>
        <translation>Keine Weiterleitungen von hier gestartet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="126"/>
        <source>The composed meeting</source>
        <translation>Das Gesamtbild des Meetings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="127"/>
        <source>Participant: %1</source>
        <translation>Teilnehmer:in %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="128"/>
        <source>Playback: %1</source>
        <translation>Wiedergabe: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="147"/>
        <source>● LIVE</source>
        <translation>● LIVE</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="151"/>
        <source>Live on %1</source>
        <translation>Live auf %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="158"/>
        <source>No player URL</source>
        <translation>Keine Player-URL</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="162"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="197"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="162"/>
        <source>Stop the live stream</source>
        <translation>Livestream beenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="169"/>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="174"/>
        <source>starting…</source>
        <translation>startet…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="174"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="174"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="175"/>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="175"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="184"/>
        <source>Forward state</source>
        <translation>Status der Weiterleitung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="190"/>
        <source>sound and picture</source>
        <translation>Ton und Bild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="190"/>
        <source>picture</source>
        <translation>Bild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="191"/>
        <source>sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="192"/>
        <source>%1 to %2</source>
        <translation>%1 an %2</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="197"/>
        <source>Stop this forward</source>
        <translation>Diese Weiterleitung stoppen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="222"/>
        <source>Hide the stream URL</source>
        <translation>Stream-URL verbergen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="222"/>
        <source>Show the stream URL</source>
        <translation>Stream-URL anzeigen</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="68"/>
        <source>● REC</source>
        <translation>● AUFNAHME</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="70"/>
        <source>This meeting is being recorded</source>
        <translation>Dieses Meeting wird aufgenommen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="71"/>
        <source>Recording</source>
        <translation>Aufnahme</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="74"/>
        <source>Locked</source>
        <translation>Gesperrt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="76"/>
        <source>Nobody new can join this meeting</source>
        <translation>Niemand Neues kann diesem Meeting beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="77"/>
        <source>Meeting locked</source>
        <translation>Meeting gesperrt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="83"/>
        <source>Video mode</source>
        <translation>Videomodus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="91"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="92"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="152"/>
        <source>Connection details</source>
        <translation>Verbindungsdetails</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="98"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="182"/>
        <source>No video received yet.</source>
        <translation>Noch kein Video empfangen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="99"/>
        <source>Video statistics</source>
        <translation>Videostatistik</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="109"/>
        <source>Connection state</source>
        <translation>Verbindungsstatus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="113"/>
        <source>Meeting</source>
        <translation>Meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="123"/>
        <source>Joining…</source>
        <translation>Beitreten…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="123"/>
        <source>Waiting for the meeting…</source>
        <translation>Warten auf das Meeting…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="124"/>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="124"/>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="125"/>
        <source>Reconnecting…</source>
        <translation>Verbindung wird wiederhergestellt…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="125"/>
        <source>Disconnected</source>
        <translation>Getrennt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="134"/>
        <source>Composed picture</source>
        <translation>Gesamtbild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="135"/>
        <source>The meeting server combines everyone&apos;s video into one picture. The small view shows your own camera.</source>
        <translation>Der Meeting-Server fügt die Videos aller zu einem Bild zusammen. Die kleine Ansicht zeigt deine eigene Kamera.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="138"/>
        <source>Direct video</source>
        <translation>Direktes Video</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="139"/>
        <source>You see the other participant&apos;s own video.</source>
        <translation>Du siehst das Video der anderen Person direkt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="159"/>
        <source>Good connection</source>
        <translation>Gute Verbindung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="159"/>
        <source>Fair connection</source>
        <translation>Mittelmäßige Verbindung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="160"/>
        <source>Poor connection</source>
        <translation>Schlechte Verbindung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="172"/>
        <source>%1 % of packets lost</source>
        <translation>%1 % der Pakete verloren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="174"/>
        <source>round trip %1 ms</source>
        <translation>Umlaufzeit %1 ms</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="177"/>
        <source>The picture is %1 s behind.</source>
        <translation>Das Bild ist %1 s im Rückstand.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="179"/>
        <source>Video: %1 frames a second</source>
        <translation>Video: %1 Bilder pro Sekunde</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="180"/>
        <source>Frames received %1, painted %2, dropped %3</source>
        <translation>Bilder empfangen %1, gezeichnet %2, verworfen %3</translation>
    </message>
</context>
<context>
    <name>TranscriptPanel</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="200"/>
        <source>TRANSCRIPT</source>
        <translation>TRANSKRIPT</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="203"/>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="204"/>
        <source>Save the transcript as WebVTT or text</source>
        <translation>Das Transkript als WebVTT oder Text speichern</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="209"/>
        <source>No captions yet.
What is said appears here while captions are on.</source>
        <translation>Noch keine Untertitel.
Was gesagt wird, erscheint hier, solange Untertitel an sind.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="216"/>
        <source>Transcript</source>
        <translation>Transkript</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="247"/>
        <source>WebVTT captions (*.vtt)</source>
        <translation>WebVTT-Untertitel (*.vtt)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="247"/>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="248"/>
        <source>Save the transcript</source>
        <translation>Transkript speichern</translation>
    </message>
</context>
<context>
    <name>TranscriptsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/transcripts.py" line="74"/>
        <source>The transcript could not be downloaded</source>
        <translation>Das Transkript konnte nicht heruntergeladen werden</translation>
    </message>
</context>
<context>
    <name>WaitingNotice</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="33"/>
        <source>Guests waiting for you</source>
        <translation>Gäste, die auf dich warten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="62"/>
        <source>Start the meeting</source>
        <translation>Meeting starten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="64"/>
        <source>Start the meeting %1</source>
        <translation>Meeting %1 starten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="74"/>
        <source>your meeting room</source>
        <translation>deinem Meetingraum</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="76"/>
        <source>%1 is waiting for you in %2.</source>
        <translation>%1 wartet in %2 auf dich.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="77"/>
        <source>%1 and %n others are waiting for you in %2.</source>
        <translation>
            <numerusform>%1 und %n weitere Person warten in %2 auf dich.</numerusform>
            <numerusform>%1 und %n weitere Personen warten in %2 auf dich.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WaitingWiring</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="125"/>
        <source>Someone is waiting for you</source>
        <translation>Jemand wartet auf dich</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="11"/>
        <source>the service cannot be reached</source>
        <translation>der Dienst ist nicht erreichbar</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="26"/>
        <source>this room does not allow it (the room&apos;s options switch it off)</source>
        <translation>Dieser Raum erlaubt das nicht (die Raumoptionen schalten es ab)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="28"/>
        <source>the service cannot do that right now</source>
        <translation>Der Dienst kann das gerade nicht</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="30"/>
        <source>the meeting has ended</source>
        <translation>Das Meeting ist beendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="32"/>
        <source>the service no longer knows this meeting</source>
        <translation>Der Dienst kennt dieses Meeting nicht mehr</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="34"/>
        <source>the service account is locked</source>
        <translation>Das Dienstkonto ist gesperrt</translation>
    </message>
</context>
<context>
    <name>meetdesk</name>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="456"/>
        <source>Host a meeting</source>
        <translation>Meeting veranstalten</translation>
    </message>
</context>
</TS>
