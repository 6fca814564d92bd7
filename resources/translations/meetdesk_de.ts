<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AudioOutput</name>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="74"/>
        <source>No sound: the system library %1 is missing, so remote audio cannot be played.</source>
        <translation>Kein Ton: Die Systembibliothek %1 fehlt, daher kann der Ton der anderen nicht abgespielt werden.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="78"/>
        <source>No sound: audio output could not be loaded (%1).</source>
        <translation>Kein Ton: Die Audioausgabe konnte nicht geladen werden (%1).</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="80"/>
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
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="21"/>
        <source>CHAT</source>
        <translation>CHAT</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="24"/>
        <source>No messages yet.
Say hello to everyone!</source>
        <translation>Noch keine Nachrichten.
Sag allen Hallo!</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="30"/>
        <source>Chat messages</source>
        <translation>Chat-Nachrichten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="36"/>
        <source>Write a message…</source>
        <translation>Nachricht schreiben…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="37"/>
        <source>Chat message</source>
        <translation>Chat-Nachricht</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="42"/>
        <source>Send (Enter)</source>
        <translation>Senden (Eingabe)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="43"/>
        <source>Send message</source>
        <translation>Nachricht senden</translation>
    </message>
</context>
<context>
    <name>GuestNameDialog</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="10"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="11"/>
        <source>Join as guest</source>
        <translation>Als Gast teilnehmen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="16"/>
        <source>Join %1</source>
        <translation>%1 beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="16"/>
        <source>Join the meeting</source>
        <translation>Dem Meeting beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="21"/>
        <source>How should the others see you?</source>
        <translation>Wie sollen dich die anderen sehen?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="26"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="27"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="33"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="34"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="36"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="38"/>
        <source>Join meeting</source>
        <translation>Meeting beitreten</translation>
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="50"/>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="59"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="75"/>
        <source>Press any key to close</source>
        <translation>Zum Schließen eine Taste drücken</translation>
    </message>
</context>
<context>
    <name>HostConsole</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/console.py" line="19"/>
        <source>Host console — %1</source>
        <translation>Host-Konsole – %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/console.py" line="24"/>
        <source>Host console</source>
        <translation>Host-Konsole</translation>
    </message>
</context>
<context>
    <name>HostMeetingController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="21"/>
        <source>Could not lock: %1</source>
        <translation>Sperren fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="25"/>
        <source>Could not remove the participant: %1</source>
        <translation>Teilnehmer:in konnte nicht entfernt werden: %1</translation>
    </message>
</context>
<context>
    <name>HostMeetingView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="25"/>
        <source>INVITE</source>
        <translation>EINLADEN</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="28"/>
        <source>Guest link</source>
        <translation>Gastlink</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="30"/>
        <source>Copy guest link</source>
        <translation>Gastlink kopieren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="31"/>
        <source>Copy the guest link to the clipboard</source>
        <translation>Gastlink in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="37"/>
        <source>MEETING</source>
        <translation>MEETING</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="38"/>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="58"/>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="79"/>
        <source>Lock meeting</source>
        <translation>Meeting sperren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="39"/>
        <source>Let nobody new join (cannot be undone)</source>
        <translation>Niemand Neues kann beitreten (nicht umkehrbar)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="46"/>
        <source>End meeting for all</source>
        <translation>Meeting für alle beenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="47"/>
        <source>End the meeting for every participant</source>
        <translation>Das Meeting für alle Teilnehmenden beenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="54"/>
        <source>No guest link for this meeting</source>
        <translation>Kein Gastlink für dieses Meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="58"/>
        <source>Meeting locked</source>
        <translation>Meeting gesperrt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="61"/>
        <source>Nobody new can join. People here can stay.</source>
        <translation>Niemand Neues kann beitreten. Wer da ist, bleibt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="63"/>
        <source>Locking is switched off for this meeting.</source>
        <translation>Sperren ist für dieses Meeting ausgeschaltet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="65"/>
        <source>Locking keeps everyone new out, for the rest of the meeting.</source>
        <translation>Sperren hält bis zum Ende des Meetings alle Neuen draußen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="71"/>
        <source>Guest link copied</source>
        <translation>Gastlink kopiert</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="75"/>
        <source>Lock the meeting?</source>
        <translation>Meeting sperren?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="76"/>
        <source>Nobody new will be able to join, not even with the guest link. This cannot be undone for the rest of the meeting.</source>
        <translation>Niemand Neues kann mehr beitreten, auch nicht mit dem Gastlink. Das lässt sich für den Rest des Meetings nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="85"/>
        <source>End the meeting?</source>
        <translation>Meeting beenden?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="86"/>
        <source>The meeting ends for every participant.</source>
        <translation>Das Meeting endet für alle Teilnehmenden.</translation>
    </message>
</context>
<context>
    <name>HostPanel</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/panel.py" line="29"/>
        <source>Open host console</source>
        <translation>Host-Konsole öffnen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/panel.py" line="30"/>
        <source>Layout, layers, recordings, snapshots, playbacks and streams</source>
        <translation>Layout, Ebenen, Aufnahmen, Schnappschüsse, Wiedergaben und Streams</translation>
    </message>
</context>
<context>
    <name>JoinController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="63"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="184"/>
        <source>This is not a meeting link or access key. Paste the whole link you received.</source>
        <translation>Das ist kein Meeting-Link und kein Zugangsschlüssel. Füge den ganzen Link ein, den du bekommen hast.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="70"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="151"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="115"/>
        <source>Looking up the meeting…</source>
        <translation>Meeting wird gesucht…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="126"/>
        <source>Joining…</source>
        <translation>Beitreten…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="146"/>
        <source>Starting the meeting on %1…</source>
        <translation>Meeting wird auf %1 gestartet…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="149"/>
        <source>Starting the meeting on this computer…</source>
        <translation>Meeting wird auf diesem Computer gestartet…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="155"/>
        <source>%1&apos;s meeting</source>
        <translation>Meeting von %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="168"/>
        <source>The meeting service cannot be reached. Check the address and your network, then try again.</source>
        <translation>Der Meeting-Dienst ist nicht erreichbar. Prüfe die Adresse und dein Netzwerk und versuche es erneut.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="172"/>
        <source>The service did not accept the request: %1</source>
        <translation>Der Dienst hat die Anfrage abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="173"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="174"/>
        <source>The service refused the API key. Check it in Settings.</source>
        <translation>Der Dienst hat den API-Schlüssel abgelehnt. Prüfe ihn in den Einstellungen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="175"/>
        <source>This link is unknown. Check that you copied all of it.</source>
        <translation>Dieser Link ist unbekannt. Prüfe, ob du ihn vollständig kopiert hast.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="176"/>
        <source>This meeting is over.</source>
        <translation>Dieses Meeting ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="177"/>
        <source>This meeting is locked: nobody new can join.</source>
        <translation>Dieses Meeting ist gesperrt: Niemand Neues kann beitreten.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="178"/>
        <source>The service is busy. Try again in a moment.</source>
        <translation>Der Dienst ist ausgelastet. Versuche es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="179"/>
        <source>The service answered with an error: %1</source>
        <translation>Der Dienst hat mit einem Fehler geantwortet: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="181"/>
        <source>This access key does not say where its meeting runs. Paste the whole link, or set the service address in Settings.</source>
        <translation>Dieser Zugangsschlüssel verrät nicht, wo sein Meeting läuft. Füge den ganzen Link ein oder trage die Dienstadresse in den Einstellungen ein.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="185"/>
        <source>Something went wrong: %1</source>
        <translation>Etwas ist schiefgelaufen: %1</translation>
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
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="118"/>
        <source>Camera unavailable (%1), using the test card</source>
        <translation>Kamera nicht verfügbar (%1), Testbild wird verwendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="123"/>
        <source>Microphone unavailable (%1), using a test tone</source>
        <translation>Mikrofon nicht verfügbar (%1), Testton wird verwendet</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
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
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="162"/>
        <source>Recent meetings</source>
        <translation>Letzte Meetings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="180"/>
        <source>Waiting for the host</source>
        <translation>Warten auf den Host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="183"/>
        <source>This meeting has not started yet. You will enter automatically as soon as a host starts it.</source>
        <translation>Dieses Meeting hat noch nicht begonnen. Du trittst automatisch bei, sobald ein Host es startet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="188"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="189"/>
        <source>Stop waiting</source>
        <translation>Nicht mehr warten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="200"/>
        <source>You appear as %1</source>
        <translation>Du erscheinst als %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="201"/>
        <source>No display name set yet</source>
        <translation>Noch kein Anzeigename festgelegt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="203"/>
        <source>Runs on %1</source>
        <translation>Läuft auf %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="204"/>
        <source>Service: %1</source>
        <translation>Dienst: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="206"/>
        <source>Runs on this computer, no account needed. Share the guest link with others.</source>
        <translation>Läuft auf diesem Computer, ohne Konto. Teile den Gastlink mit anderen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="208"/>
        <source>Built-in engine</source>
        <translation>Eingebauter Server</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="227"/>
        <source>No meetings yet</source>
        <translation>Noch keine Meetings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="231"/>
        <source>Meetings you join or host show up here, one click to return.</source>
        <translation>Meetings, an denen du teilnimmst oder die du veranstaltest, erscheinen hier – ein Klick genügt zur Rückkehr.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="241"/>
        <source>Rejoin %1</source>
        <translation>%1 erneut beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="249"/>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="251"/>
        <source>%n min ago</source>
        <translation>
            <numerusform>vor %n Min.</numerusform>
            <numerusform>vor %n Min.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="254"/>
        <source>%n h ago</source>
        <translation>
            <numerusform>vor %n Std.</numerusform>
            <numerusform>vor %n Std.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="255"/>
        <source>%n days ago</source>
        <translation>
            <numerusform>vor %n Tag</numerusform>
            <numerusform>vor %n Tagen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="272"/>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
</context>
<context>
    <name>MeetDeskApp</name>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="96"/>
        <source>Leave this meeting before opening another link</source>
        <translation>Verlasse dieses Meeting, bevor du einen anderen Link öffnest</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="149"/>
        <source>Meeting</source>
        <translation>Meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="171"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
</context>
<context>
    <name>MeetingController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="165"/>
        <source>The meeting did not get ready in time.</source>
        <translation>Das Meeting war nicht rechtzeitig bereit.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="183"/>
        <source>The meeting is locked.</source>
        <translation>Das Meeting ist gesperrt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="185"/>
        <source>Could not connect the call: %1</source>
        <translation>Anruf konnte nicht verbunden werden: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="219"/>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="255"/>
        <source>Connection lost, reconnecting…</source>
        <translation>Verbindung verloren, wird wiederhergestellt…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="229"/>
        <source>Reconnected</source>
        <translation>Wieder verbunden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="247"/>
        <source>The call was disconnected.</source>
        <translation>Der Anruf wurde getrennt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="270"/>
        <source>The meeting is now locked</source>
        <translation>Das Meeting ist jetzt gesperrt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="275"/>
        <source>The recording is ready</source>
        <translation>Die Aufnahme ist fertig</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="307"/>
        <source>Recording started</source>
        <translation>Aufnahme gestartet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="307"/>
        <source>Recording stopped</source>
        <translation>Aufnahme beendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="333"/>
        <source>Could not end the meeting: %1</source>
        <translation>Meeting konnte nicht beendet werden: %1</translation>
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
        <translation>Meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="118"/>
        <source>Waiting for the others&apos; video…</source>
        <translation>Warten auf das Video der anderen…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="119"/>
        <source>Meeting video</source>
        <translation>Meeting-Video</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="121"/>
        <source>Camera off</source>
        <translation>Kamera aus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="122"/>
        <source>Your camera</source>
        <translation>Deine Kamera</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="123"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="145"/>
        <source>Mute or unmute the microphone</source>
        <translation>Mikrofon stumm schalten oder einschalten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="146"/>
        <source>Turn the camera off or on</source>
        <translation>Kamera aus- oder einschalten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="147"/>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="147"/>
        <source>Hold to talk while muted</source>
        <translation>Gedrückt halten, um trotz Stummschaltung zu sprechen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="148"/>
        <source>Participants</source>
        <translation>Teilnehmende</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="148"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="149"/>
        <source>Show this help</source>
        <translation>Diese Hilfe zeigen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="150"/>
        <source>Leave the meeting</source>
        <translation>Meeting verlassen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="175"/>
        <source>● REC</source>
        <translation>● AUFNAHME</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="177"/>
        <source>This meeting is being recorded</source>
        <translation>Dieses Meeting wird aufgenommen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="178"/>
        <source>Recording</source>
        <translation>Aufnahme</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="181"/>
        <source>Locked</source>
        <translation>Gesperrt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="183"/>
        <source>Nobody new can join this meeting</source>
        <translation>Niemand Neues kann diesem Meeting beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="184"/>
        <source>Meeting locked</source>
        <translation>Meeting gesperrt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="190"/>
        <source>Video mode</source>
        <translation>Videomodus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="195"/>
        <source>Video statistics</source>
        <translation>Videostatistik</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="198"/>
        <source>Connection state</source>
        <translation>Verbindungsstatus</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="208"/>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="437"/>
        <source>Mute microphone (M)</source>
        <translation>Mikrofon stumm (M)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="209"/>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="444"/>
        <source>Turn camera off (V)</source>
        <translation>Kamera aus (V)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="216"/>
        <source>Participants (P)</source>
        <translation>Teilnehmende (P)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="217"/>
        <source>Chat (C)</source>
        <translation>Chat (C)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="218"/>
        <source>Host controls</source>
        <translation>Host-Steuerung</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="219"/>
        <source>Keyboard shortcuts (?)</source>
        <translation>Tastenkürzel (?)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="226"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="228"/>
        <source>Leave the meeting (Ctrl+W)</source>
        <translation>Meeting verlassen (Strg+W)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="229"/>
        <source>Leave meeting</source>
        <translation>Meeting verlassen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="235"/>
        <source>End for all</source>
        <translation>Für alle beenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="237"/>
        <source>End the meeting for everybody</source>
        <translation>Das Meeting für alle beenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="238"/>
        <source>End meeting</source>
        <translation>Meeting beenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="263"/>
        <source>Exit page</source>
        <translation>Abschlussseite</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="269"/>
        <source>Rejoin</source>
        <translation>Erneut beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="270"/>
        <source>Rejoin the meeting</source>
        <translation>Dem Meeting erneut beitreten</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="273"/>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="275"/>
        <source>Back to start</source>
        <translation>Zurück zum Start</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="381"/>
        <source>Joining…</source>
        <translation>Beitreten…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="381"/>
        <source>Waiting for the meeting…</source>
        <translation>Warten auf das Meeting…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="382"/>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="382"/>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="383"/>
        <source>Reconnecting…</source>
        <translation>Verbindung wird wiederhergestellt…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="383"/>
        <source>Disconnected</source>
        <translation>Getrennt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="392"/>
        <source>Composed picture</source>
        <translation>Gesamtbild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="393"/>
        <source>The meeting server combines everyone&apos;s video into one picture. The small view shows your own camera.</source>
        <translation>Der Meeting-Server fügt die Videos aller zu einem Bild zusammen. Die kleine Ansicht zeigt deine eigene Kamera.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="396"/>
        <source>Direct video</source>
        <translation>Direktes Video</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="397"/>
        <source>You see the other participant&apos;s own video.</source>
        <translation>Du siehst das Video der anderen Person direkt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="415"/>
        <source>You left the meeting</source>
        <translation>Du hast das Meeting verlassen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="415"/>
        <source>See you next time.</source>
        <translation>Bis zum nächsten Mal.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="416"/>
        <source>The meeting has ended</source>
        <translation>Das Meeting ist beendet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="416"/>
        <source>Thanks for joining.</source>
        <translation>Danke fürs Mitmachen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="417"/>
        <source>You were removed from the meeting</source>
        <translation>Du wurdest aus dem Meeting entfernt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="417"/>
        <source>A host removed you.</source>
        <translation>Ein Host hat dich entfernt.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="418"/>
        <source>You were disconnected</source>
        <translation>Die Verbindung wurde getrennt</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="418"/>
        <source>The connection to the meeting failed.</source>
        <translation>Die Verbindung zum Meeting ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="437"/>
        <source>Unmute microphone (M)</source>
        <translation>Mikrofon einschalten (M)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="444"/>
        <source>Turn camera on (V)</source>
        <translation>Kamera ein (V)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="482"/>
        <source>%1 fps · %2 dropped</source>
        <translation>%1 fps · %2 verworfen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="484"/>
        <source>Frames received %1, painted %2, dropped %3</source>
        <translation>Bilder empfangen %1, gezeichnet %2, verworfen %3</translation>
    </message>
</context>
<context>
    <name>NoticeStack</name>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/notices.py" line="22"/>
        <source>Notices</source>
        <translation>Hinweise</translation>
    </message>
</context>
<context>
    <name>PeopleController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="121"/>
        <source>%1 left</source>
        <translation>%1 ist gegangen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="124"/>
        <source>Participant</source>
        <translation>Teilnehmer:in</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="136"/>
        <source>%1 joined</source>
        <translation>%1 ist beigetreten</translation>
    </message>
</context>
<context>
    <name>PeoplePanel</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="158"/>
        <source>Participants</source>
        <translation>Teilnehmende</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="166"/>
        <source>Speaking</source>
        <translation>Spricht</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="166"/>
        <source>presenting</source>
        <translation>präsentiert</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="167"/>
        <source>not in picture</source>
        <translation>nicht im Bild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="168"/>
        <source>In the composed picture</source>
        <translation>Im Gesamtbild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="169"/>
        <source>Not in the composed picture</source>
        <translation>Nicht im Gesamtbild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="180"/>
        <source>PARTICIPANTS (%1)</source>
        <translation>TEILNEHMENDE (%1)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="165"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="165"/>
        <source>guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="165"/>
        <source>Remove from meeting</source>
        <translation>Aus dem Meeting entfernen</translation>
    </message>
</context>
<context>
    <name>PermalinkController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/permalinks.py" line="40"/>
        <source>Permalink request failed: %1</source>
        <translation>Permalink-Anfrage fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/permalinks.py" line="59"/>
        <source>%1&apos;s meeting room</source>
        <translation>Meetingraum von %1</translation>
    </message>
</context>
<context>
    <name>PermalinksView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="26"/>
        <source>PERMALINKS</source>
        <translation>PERMALINKS</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="27"/>
        <source>Links that stay valid: hosts start the meeting, guests wait for a host.</source>
        <translation>Dauerhafte Links: Hosts starten das Meeting, Gäste warten auf einen Host.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="31"/>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="32"/>
        <source>Never expires</source>
        <translation>Läuft nie ab</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="37"/>
        <source>Expiry</source>
        <translation>Ablauf</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="40"/>
        <source>Expiry date of new permalinks</source>
        <translation>Ablaufdatum neuer Permalinks</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="44"/>
        <source>Create permalink</source>
        <translation>Permalink erstellen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="44"/>
        <source>Create a permalink</source>
        <translation>Einen Permalink erstellen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="50"/>
        <source>No permalinks yet.</source>
        <translation>Noch keine Permalinks.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="77"/>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="79"/>
        <source>Add a host</source>
        <translation>Host hinzufügen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="78"/>
        <source>Name of the new host:</source>
        <translation>Name des neuen Hosts:</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="90"/>
        <source>Co-host</source>
        <translation>Co-Host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="111"/>
        <source>Permalink %1</source>
        <translation>Permalink %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="117"/>
        <source>expires %1</source>
        <translation>läuft ab am %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="118"/>
        <source>never expires</source>
        <translation>läuft nie ab</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="118"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="122"/>
        <source>Guest link</source>
        <translation>Gastlink</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="122"/>
        <source>Copy the permalink guest link</source>
        <translation>Gastlink des Permalinks kopieren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="123"/>
        <source>Permalink guest link copied</source>
        <translation>Gastlink des Permalinks kopiert</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="125"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="125"/>
        <source>Add a host user</source>
        <translation>Host hinzufügen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="128"/>
        <source>Delete the permalink</source>
        <translation>Permalink löschen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="134"/>
        <source>Host: %1</source>
        <translation>Host: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="136"/>
        <source>Copy the host link of %1</source>
        <translation>Hostlink von %1 kopieren</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="137"/>
        <source>Host link copied</source>
        <translation>Hostlink kopiert</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="139"/>
        <source>Revoke the host link of %1</source>
        <translation>Hostlink von %1 widerrufen</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="37"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="38"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="46"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="60"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="66"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="67"/>
        <source>Display name</source>
        <translation>Anzeigename</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="71"/>
        <source>Choose picture…</source>
        <translation>Bild wählen…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="72"/>
        <source>Choose avatar picture</source>
        <translation>Avatarbild wählen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="74"/>
        <source>Use initials</source>
        <translation>Initialen verwenden</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="76"/>
        <source>Remove avatar picture</source>
        <translation>Avatarbild entfernen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="85"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="87"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="97"/>
        <source>Remote service</source>
        <translation>Entfernter Dienst</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="98"/>
        <source>Host meetings on a service instead of this computer. Leave the address empty to use the built-in engine.</source>
        <translation>Meetings auf einem Dienst statt auf diesem Computer veranstalten. Ohne Adresse wird der eingebaute Server verwendet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="108"/>
        <source>Service address</source>
        <translation>Dienstadresse</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="111"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="112"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="115"/>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="113"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="123"/>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="124"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="126"/>
        <source>Camera preview</source>
        <translation>Kameravorschau</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="129"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="138"/>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="131"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="140"/>
        <source>Microphone</source>
        <translation>Mikrofon</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="143"/>
        <source>Microphone level</source>
        <translation>Mikrofonpegel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="146"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="151"/>
        <source>Speaker</source>
        <translation>Lautsprecher</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="147"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="172"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="173"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="175"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="177"/>
        <source>Save settings</source>
        <translation>Einstellungen speichern</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="195"/>
        <source>Test card</source>
        <translation>Testbild</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="195"/>
        <source>Tone</source>
        <translation>Testton</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="196"/>
        <source>%1 (synthetic)</source>
        <translation>%1 (synthetisch)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="199"/>
        <source>Choose a picture</source>
        <translation>Bild wählen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="200"/>
        <source>Images (*.png *.jpg *.jpeg *.webp *.svg)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp *.svg)</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="11"/>
        <source>the service cannot be reached</source>
        <translation>der Dienst ist nicht erreichbar</translation>
    </message>
</context>
</TS>
