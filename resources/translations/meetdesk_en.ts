<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>AudioOutput</name>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="74"/>
        <source>No sound: the system library %1 is missing, so remote audio cannot be played.</source>
        <translation>No sound: the system library %1 is missing, so remote audio cannot be played.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="78"/>
        <source>No sound: audio output could not be loaded (%1).</source>
        <translation>No sound: audio output could not be loaded (%1).</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="80"/>
        <source>No audio output device</source>
        <translation>No audio output device</translation>
    </message>
</context>
<context>
    <name>AvatarView</name>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/avatar.py" line="63"/>
        <location filename="../../app/meetdesk/ui/widgets/avatar.py" line="72"/>
        <source>Avatar of %1</source>
        <translation>Avatar of %1</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/chat.py" line="35"/>
        <source>Message not sent: %1</source>
        <translation>Message not sent: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/chat.py" line="41"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/chat.py" line="42"/>
        <source>Someone</source>
        <translation>Someone</translation>
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
        <translation>No messages yet.
Say hello to everyone!</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="30"/>
        <source>Chat messages</source>
        <translation>Chat messages</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="36"/>
        <source>Write a message…</source>
        <translation>Write a message…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="37"/>
        <source>Chat message</source>
        <translation>Chat message</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="42"/>
        <source>Send (Enter)</source>
        <translation>Send (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="43"/>
        <source>Send message</source>
        <translation>Send message</translation>
    </message>
</context>
<context>
    <name>GuestNameDialog</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="10"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="11"/>
        <source>Join as guest</source>
        <translation>Join as guest</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="16"/>
        <source>Join %1</source>
        <translation>Join %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="16"/>
        <source>Join the meeting</source>
        <translation>Join the meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="21"/>
        <source>How should the others see you?</source>
        <translation>How should the others see you?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="26"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="27"/>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="33"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="34"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="36"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="38"/>
        <source>Join meeting</source>
        <translation>Join meeting</translation>
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="50"/>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="59"/>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="75"/>
        <source>Press any key to close</source>
        <translation>Press any key to close</translation>
    </message>
</context>
<context>
    <name>HostConsole</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/console.py" line="19"/>
        <source>Host console — %1</source>
        <translation>Host console — %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/console.py" line="24"/>
        <source>Host console</source>
        <translation>Host console</translation>
    </message>
</context>
<context>
    <name>HostMeetingController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="21"/>
        <source>Could not lock: %1</source>
        <translation>Could not lock: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="25"/>
        <source>Could not remove the participant: %1</source>
        <translation>Could not remove the participant: %1</translation>
    </message>
</context>
<context>
    <name>HostMeetingView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="25"/>
        <source>INVITE</source>
        <translation>INVITE</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="28"/>
        <source>Guest link</source>
        <translation>Guest link</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="30"/>
        <source>Copy guest link</source>
        <translation>Copy guest link</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="31"/>
        <source>Copy the guest link to the clipboard</source>
        <translation>Copy the guest link to the clipboard</translation>
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
        <translation>Lock meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="39"/>
        <source>Let nobody new join (cannot be undone)</source>
        <translation>Let nobody new join (cannot be undone)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="46"/>
        <source>End meeting for all</source>
        <translation>End meeting for all</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="47"/>
        <source>End the meeting for every participant</source>
        <translation>End the meeting for every participant</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="54"/>
        <source>No guest link for this meeting</source>
        <translation>No guest link for this meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="58"/>
        <source>Meeting locked</source>
        <translation>Meeting locked</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="61"/>
        <source>Nobody new can join. People here can stay.</source>
        <translation>Nobody new can join. People here can stay.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="63"/>
        <source>Locking is switched off for this meeting.</source>
        <translation>Locking is switched off for this meeting.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="65"/>
        <source>Locking keeps everyone new out, for the rest of the meeting.</source>
        <translation>Locking keeps everyone new out, for the rest of the meeting.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="71"/>
        <source>Guest link copied</source>
        <translation>Guest link copied</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="75"/>
        <source>Lock the meeting?</source>
        <translation>Lock the meeting?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="76"/>
        <source>Nobody new will be able to join, not even with the guest link. This cannot be undone for the rest of the meeting.</source>
        <translation>Nobody new will be able to join, not even with the guest link. This cannot be undone for the rest of the meeting.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="85"/>
        <source>End the meeting?</source>
        <translation>End the meeting?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="86"/>
        <source>The meeting ends for every participant.</source>
        <translation>The meeting ends for every participant.</translation>
    </message>
</context>
<context>
    <name>HostPanel</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/panel.py" line="29"/>
        <source>Open host console</source>
        <translation>Open host console</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/panel.py" line="30"/>
        <source>Layout, layers, recordings, snapshots, playbacks and streams</source>
        <translation>Layout, layers, recordings, snapshots, playbacks and streams</translation>
    </message>
</context>
<context>
    <name>JoinController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="63"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="184"/>
        <source>This is not a meeting link or access key. Paste the whole link you received.</source>
        <translation>This is not a meeting link or access key. Paste the whole link you received.</translation>
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
        <translation>Looking up the meeting…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="126"/>
        <source>Joining…</source>
        <translation>Joining…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="146"/>
        <source>Starting the meeting on %1…</source>
        <translation>Starting the meeting on %1…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="149"/>
        <source>Starting the meeting on this computer…</source>
        <translation>Starting the meeting on this computer…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="155"/>
        <source>%1&apos;s meeting</source>
        <translation>%1&apos;s meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="168"/>
        <source>The meeting service cannot be reached. Check the address and your network, then try again.</source>
        <translation>The meeting service cannot be reached. Check the address and your network, then try again.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="172"/>
        <source>The service did not accept the request: %1</source>
        <translation>The service did not accept the request: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="173"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="174"/>
        <source>The service refused the API key. Check it in Settings.</source>
        <translation>The service refused the API key. Check it in Settings.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="175"/>
        <source>This link is unknown. Check that you copied all of it.</source>
        <translation>This link is unknown. Check that you copied all of it.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="176"/>
        <source>This meeting is over.</source>
        <translation>This meeting is over.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="177"/>
        <source>This meeting is locked: nobody new can join.</source>
        <translation>This meeting is locked: nobody new can join.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="178"/>
        <source>The service is busy. Try again in a moment.</source>
        <translation>The service is busy. Try again in a moment.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="179"/>
        <source>The service answered with an error: %1</source>
        <translation>The service answered with an error: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="181"/>
        <source>This access key does not say where its meeting runs. Paste the whole link, or set the service address in Settings.</source>
        <translation>This access key does not say where its meeting runs. Paste the whole link, or set the service address in Settings.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="185"/>
        <source>Something went wrong: %1</source>
        <translation>Something went wrong: %1</translation>
    </message>
</context>
<context>
    <name>LevelMeter</name>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/level_meter.py" line="17"/>
        <source>Microphone level</source>
        <translation>Microphone level</translation>
    </message>
</context>
<context>
    <name>LocalMediaController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="118"/>
        <source>Camera unavailable (%1), using the test card</source>
        <translation>Camera unavailable (%1), using the test card</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="123"/>
        <source>Microphone unavailable (%1), using a test tone</source>
        <translation>Microphone unavailable (%1), using a test tone</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="53"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="55"/>
        <source>Name, avatar, camera, microphone, language, service (Ctrl+,)</source>
        <translation>Name, avatar, camera, microphone, language, service (Ctrl+,)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="56"/>
        <source>Open settings</source>
        <translation>Open settings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="73"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="75"/>
        <source>Edit profile</source>
        <translation>Edit profile</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="100"/>
        <source>Meet without the hassle</source>
        <translation>Meet without the hassle</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="101"/>
        <source>Paste an invitation link or an access key to join, or host a meeting right from this computer.</source>
        <translation>Paste an invitation link or an access key to join, or host a meeting right from this computer.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="104"/>
        <source>Join a meeting</source>
        <translation>Join a meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="109"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="110"/>
        <source>Meeting link or access key</source>
        <translation>Meeting link or access key</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="115"/>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="118"/>
        <source>Join meeting</source>
        <translation>Join meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="119"/>
        <source>Join the meeting of this link (Enter)</source>
        <translation>Join the meeting of this link (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="125"/>
        <source>Status message</source>
        <translation>Status message</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="137"/>
        <source>or</source>
        <translation>or</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="140"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="142"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="146"/>
        <source>Host a meeting</source>
        <translation>Host a meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="147"/>
        <source>Start a new meeting and join it as host (Ctrl+N)</source>
        <translation>Start a new meeting and join it as host (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="162"/>
        <source>Recent meetings</source>
        <translation>Recent meetings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="180"/>
        <source>Waiting for the host</source>
        <translation>Waiting for the host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="183"/>
        <source>This meeting has not started yet. You will enter automatically as soon as a host starts it.</source>
        <translation>This meeting has not started yet. You will enter automatically as soon as a host starts it.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="188"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="189"/>
        <source>Stop waiting</source>
        <translation>Stop waiting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="200"/>
        <source>You appear as %1</source>
        <translation>You appear as %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="201"/>
        <source>No display name set yet</source>
        <translation>No display name set yet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="203"/>
        <source>Runs on %1</source>
        <translation>Runs on %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="204"/>
        <source>Service: %1</source>
        <translation>Service: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="206"/>
        <source>Runs on this computer, no account needed. Share the guest link with others.</source>
        <translation>Runs on this computer, no account needed. Share the guest link with others.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="208"/>
        <source>Built-in engine</source>
        <translation>Built-in engine</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="227"/>
        <source>No meetings yet</source>
        <translation>No meetings yet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="231"/>
        <source>Meetings you join or host show up here, one click to return.</source>
        <translation>Meetings you join or host show up here, one click to return.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="241"/>
        <source>Rejoin %1</source>
        <translation>Rejoin %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="249"/>
        <source>just now</source>
        <translation>just now</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="251"/>
        <source>%n min ago</source>
        <translation>
            <numerusform>%n min ago</numerusform>
            <numerusform>%n min ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="254"/>
        <source>%n h ago</source>
        <translation>
            <numerusform>%n h ago</numerusform>
            <numerusform>%n h ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="255"/>
        <source>%n days ago</source>
        <translation>
            <numerusform>%n day ago</numerusform>
            <numerusform>%n days ago</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="272"/>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
</context>
<context>
    <name>MeetDeskApp</name>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="96"/>
        <source>Leave this meeting before opening another link</source>
        <translation>Leave this meeting before opening another link</translation>
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
        <translation>The meeting did not get ready in time.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="183"/>
        <source>The meeting is locked.</source>
        <translation>The meeting is locked.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="185"/>
        <source>Could not connect the call: %1</source>
        <translation>Could not connect the call: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="219"/>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="255"/>
        <source>Connection lost, reconnecting…</source>
        <translation>Connection lost, reconnecting…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="229"/>
        <source>Reconnected</source>
        <translation>Reconnected</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="247"/>
        <source>The call was disconnected.</source>
        <translation>The call was disconnected.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="270"/>
        <source>The meeting is now locked</source>
        <translation>The meeting is now locked</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="275"/>
        <source>The recording is ready</source>
        <translation>The recording is ready</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="307"/>
        <source>Recording started</source>
        <translation>Recording started</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="307"/>
        <source>Recording stopped</source>
        <translation>Recording stopped</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="333"/>
        <source>Could not end the meeting: %1</source>
        <translation>Could not end the meeting: %1</translation>
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
        <translation>Waiting for the others&apos; video…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="119"/>
        <source>Meeting video</source>
        <translation>Meeting video</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="121"/>
        <source>Camera off</source>
        <translation>Camera off</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="122"/>
        <source>Your camera</source>
        <translation>Your camera</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="123"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="145"/>
        <source>Mute or unmute the microphone</source>
        <translation>Mute or unmute the microphone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="146"/>
        <source>Turn the camera off or on</source>
        <translation>Turn the camera off or on</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="147"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="147"/>
        <source>Hold to talk while muted</source>
        <translation>Hold to talk while muted</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="148"/>
        <source>Participants</source>
        <translation>Participants</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="148"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="149"/>
        <source>Show this help</source>
        <translation>Show this help</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="150"/>
        <source>Leave the meeting</source>
        <translation>Leave the meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="175"/>
        <source>● REC</source>
        <translation>● REC</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="177"/>
        <source>This meeting is being recorded</source>
        <translation>This meeting is being recorded</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="178"/>
        <source>Recording</source>
        <translation>Recording</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="181"/>
        <source>Locked</source>
        <translation>Locked</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="183"/>
        <source>Nobody new can join this meeting</source>
        <translation>Nobody new can join this meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="184"/>
        <source>Meeting locked</source>
        <translation>Meeting locked</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="190"/>
        <source>Video mode</source>
        <translation>Video mode</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="195"/>
        <source>Video statistics</source>
        <translation>Video statistics</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="198"/>
        <source>Connection state</source>
        <translation>Connection state</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="208"/>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="437"/>
        <source>Mute microphone (M)</source>
        <translation>Mute microphone (M)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="209"/>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="444"/>
        <source>Turn camera off (V)</source>
        <translation>Turn camera off (V)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="216"/>
        <source>Participants (P)</source>
        <translation>Participants (P)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="217"/>
        <source>Chat (C)</source>
        <translation>Chat (C)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="218"/>
        <source>Host controls</source>
        <translation>Host controls</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="219"/>
        <source>Keyboard shortcuts (?)</source>
        <translation>Keyboard shortcuts (?)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="226"/>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="228"/>
        <source>Leave the meeting (Ctrl+W)</source>
        <translation>Leave the meeting (Ctrl+W)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="229"/>
        <source>Leave meeting</source>
        <translation>Leave meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="235"/>
        <source>End for all</source>
        <translation>End for all</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="237"/>
        <source>End the meeting for everybody</source>
        <translation>End the meeting for everybody</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="238"/>
        <source>End meeting</source>
        <translation>End meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="263"/>
        <source>Exit page</source>
        <translation>Exit page</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="269"/>
        <source>Rejoin</source>
        <translation>Rejoin</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="270"/>
        <source>Rejoin the meeting</source>
        <translation>Rejoin the meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="273"/>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="275"/>
        <source>Back to start</source>
        <translation>Back to start</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="381"/>
        <source>Joining…</source>
        <translation>Joining…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="381"/>
        <source>Waiting for the meeting…</source>
        <translation>Waiting for the meeting…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="382"/>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="382"/>
        <source>Connected</source>
        <translation>Connected</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="383"/>
        <source>Reconnecting…</source>
        <translation>Reconnecting…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="383"/>
        <source>Disconnected</source>
        <translation>Disconnected</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="392"/>
        <source>Composed picture</source>
        <translation>Composed picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="393"/>
        <source>The meeting server combines everyone&apos;s video into one picture. The small view shows your own camera.</source>
        <translation>The meeting server combines everyone&apos;s video into one picture. The small view shows your own camera.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="396"/>
        <source>Direct video</source>
        <translation>Direct video</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="397"/>
        <source>You see the other participant&apos;s own video.</source>
        <translation>You see the other participant&apos;s own video.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="415"/>
        <source>You left the meeting</source>
        <translation>You left the meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="415"/>
        <source>See you next time.</source>
        <translation>See you next time.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="416"/>
        <source>The meeting has ended</source>
        <translation>The meeting has ended</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="416"/>
        <source>Thanks for joining.</source>
        <translation>Thanks for joining.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="417"/>
        <source>You were removed from the meeting</source>
        <translation>You were removed from the meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="417"/>
        <source>A host removed you.</source>
        <translation>A host removed you.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="418"/>
        <source>You were disconnected</source>
        <translation>You were disconnected</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="418"/>
        <source>The connection to the meeting failed.</source>
        <translation>The connection to the meeting failed.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="437"/>
        <source>Unmute microphone (M)</source>
        <translation>Unmute microphone (M)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="444"/>
        <source>Turn camera on (V)</source>
        <translation>Turn camera on (V)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="482"/>
        <source>%1 fps · %2 dropped</source>
        <translation>%1 fps · %2 dropped</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="484"/>
        <source>Frames received %1, painted %2, dropped %3</source>
        <translation>Frames received %1, painted %2, dropped %3</translation>
    </message>
</context>
<context>
    <name>NoticeStack</name>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/notices.py" line="22"/>
        <source>Notices</source>
        <translation>Notices</translation>
    </message>
</context>
<context>
    <name>PeopleController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="121"/>
        <source>%1 left</source>
        <translation>%1 left</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="124"/>
        <source>Participant</source>
        <translation>Participant</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="136"/>
        <source>%1 joined</source>
        <translation>%1 joined</translation>
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
        <translation>Speaking</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="166"/>
        <source>presenting</source>
        <translation>presenting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="167"/>
        <source>not in picture</source>
        <translation>not in picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="168"/>
        <source>In the composed picture</source>
        <translation>In the composed picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="169"/>
        <source>Not in the composed picture</source>
        <translation>Not in the composed picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="180"/>
        <source>PARTICIPANTS (%1)</source>
        <translation>PARTICIPANTS (%1)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="165"/>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="165"/>
        <source>guest</source>
        <translation>guest</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="165"/>
        <source>Remove from meeting</source>
        <translation>Remove from meeting</translation>
    </message>
</context>
<context>
    <name>PermalinkController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/permalinks.py" line="40"/>
        <source>Permalink request failed: %1</source>
        <translation>Permalink request failed: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/permalinks.py" line="59"/>
        <source>%1&apos;s meeting room</source>
        <translation>%1&apos;s meeting room</translation>
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
        <translation>Links that stay valid: hosts start the meeting, guests wait for a host.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="31"/>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="32"/>
        <source>Never expires</source>
        <translation>Never expires</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="37"/>
        <source>Expiry</source>
        <translation>Expiry</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="40"/>
        <source>Expiry date of new permalinks</source>
        <translation>Expiry date of new permalinks</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="44"/>
        <source>Create permalink</source>
        <translation>Create permalink</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="44"/>
        <source>Create a permalink</source>
        <translation>Create a permalink</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="50"/>
        <source>No permalinks yet.</source>
        <translation>No permalinks yet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="77"/>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="79"/>
        <source>Add a host</source>
        <translation>Add a host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="78"/>
        <source>Name of the new host:</source>
        <translation>Name of the new host:</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="90"/>
        <source>Co-host</source>
        <translation>Co-host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="111"/>
        <source>Permalink %1</source>
        <translation>Permalink %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="117"/>
        <source>expires %1</source>
        <translation>expires %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="118"/>
        <source>never expires</source>
        <translation>never expires</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="118"/>
        <source>running</source>
        <translation>running</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="122"/>
        <source>Guest link</source>
        <translation>Guest link</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="122"/>
        <source>Copy the permalink guest link</source>
        <translation>Copy the permalink guest link</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="123"/>
        <source>Permalink guest link copied</source>
        <translation>Permalink guest link copied</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="125"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="125"/>
        <source>Add a host user</source>
        <translation>Add a host user</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="128"/>
        <source>Delete the permalink</source>
        <translation>Delete the permalink</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="134"/>
        <source>Host: %1</source>
        <translation>Host: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="136"/>
        <source>Copy the host link of %1</source>
        <translation>Copy the host link of %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="137"/>
        <source>Host link copied</source>
        <translation>Host link copied</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="139"/>
        <source>Revoke the host link of %1</source>
        <translation>Revoke the host link of %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="37"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="38"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="46"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="60"/>
        <source>Profile</source>
        <translation>Profile</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="66"/>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="67"/>
        <source>Display name</source>
        <translation>Display name</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="71"/>
        <source>Choose picture…</source>
        <translation>Choose picture…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="72"/>
        <source>Choose avatar picture</source>
        <translation>Choose avatar picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="74"/>
        <source>Use initials</source>
        <translation>Use initials</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="76"/>
        <source>Remove avatar picture</source>
        <translation>Remove avatar picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="85"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="87"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="97"/>
        <source>Remote service</source>
        <translation>Remote service</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="98"/>
        <source>Host meetings on a service instead of this computer. Leave the address empty to use the built-in engine.</source>
        <translation>Host meetings on a service instead of this computer. Leave the address empty to use the built-in engine.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="108"/>
        <source>Service address</source>
        <translation>Service address</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="111"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="112"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="115"/>
        <source>API key</source>
        <translation>API key</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="113"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="123"/>
        <source>Devices</source>
        <translation>Devices</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="124"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="126"/>
        <source>Camera preview</source>
        <translation>Camera preview</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="129"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="138"/>
        <source>Camera</source>
        <translation>Camera</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="131"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="140"/>
        <source>Microphone</source>
        <translation>Microphone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="143"/>
        <source>Microphone level</source>
        <translation>Microphone level</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="146"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="151"/>
        <source>Speaker</source>
        <translation>Speaker</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="147"/>
        <source>System default</source>
        <translation>System default</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="172"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="173"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="175"/>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="177"/>
        <source>Save settings</source>
        <translation>Save settings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="195"/>
        <source>Test card</source>
        <translation>Test card</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="195"/>
        <source>Tone</source>
        <translation>Tone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="196"/>
        <source>%1 (synthetic)</source>
        <translation>%1 (synthetic)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="199"/>
        <source>Choose a picture</source>
        <translation>Choose a picture</translation>
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
        <translation>the service cannot be reached</translation>
    </message>
</context>
</TS>
