<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>AloneView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="310"/>
        <source>Invite others</source>
        <translation>Invite others</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="323"/>
        <source>You&apos;re the only one here</source>
        <translation>You&apos;re the only one here</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="343"/>
        <source>Guest link</source>
        <translation>Guest link</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="345"/>
        <source>Copy link</source>
        <translation>Copy link</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="347"/>
        <source>Copy guest link</source>
        <translation>Copy guest link</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="348"/>
        <source>Copy the guest link to the clipboard</source>
        <translation>Copy the guest link to the clipboard</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="365"/>
        <source>Certificate fingerprint</source>
        <translation>Certificate fingerprint</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="367"/>
        <source>Invite with a permalink…</source>
        <translation>Invite with a permalink…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="368"/>
        <source>Invite with a permalink</source>
        <translation>Invite with a permalink</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="370"/>
        <source>Personal links that stay valid, one per invited person (host controls)</source>
        <translation>Personal links that stay valid, one per invited person (host controls)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="381"/>
        <source>Who can join: People on your network</source>
        <translation>Who can join: People on your network</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="382"/>
        <source>Who can join: Only this computer</source>
        <translation>Who can join: Only this computer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="390"/>
        <source>This meeting can only be joined from this computer. To invite people on your network, choose &quot;People on my network&quot; in Settings.</source>
        <translation>This meeting can only be joined from this computer. To invite people on your network, choose &quot;People on my network&quot; in Settings.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="393"/>
        <source>Anyone with the guest link can join, from MeetDesk or a browser, without an account. Send it to the people you expect.</source>
        <translation>Anyone with the guest link can join, from MeetDesk or a browser, without an account. Send it to the people you expect.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="396"/>
        <source>The others will appear here as soon as they join.</source>
        <translation>The others will appear here as soon as they join.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="399"/>
        <source>Browsers warn about this computer&apos;s own certificate. Guests can compare its fingerprint:</source>
        <translation>Browsers warn about this computer&apos;s own certificate. Guests can compare its fingerprint:</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="415"/>
        <source>Guest link copied</source>
        <translation>Guest link copied</translation>
    </message>
</context>
<context>
    <name>AudioOutput</name>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="75"/>
        <source>No sound: the system library %1 is missing, so remote audio cannot be played.</source>
        <translation>No sound: the system library %1 is missing, so remote audio cannot be played.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="79"/>
        <source>No sound: audio output could not be loaded (%1).</source>
        <translation>No sound: audio output could not be loaded (%1).</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/audio_output.py" line="81"/>
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
    <name>AwayController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/away.py" line="110"/>
        <source>%1 joined</source>
        <translation>%1 joined</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/away.py" line="114"/>
        <source>Recording started</source>
        <translation>Recording started</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/away.py" line="119"/>
        <source>%1 raised their hand</source>
        <translation>%1 raised their hand</translation>
    </message>
</context>
<context>
    <name>BackgroundButton</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/background_menu.py" line="22"/>
        <source>Background: blur or a picture behind you</source>
        <translation>Background: blur or a picture behind you</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/background_menu.py" line="23"/>
        <source>Background</source>
        <translation>Background</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/background_menu.py" line="60"/>
        <source>Choose a background picture</source>
        <translation>Choose a background picture</translation>
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
        <translation>Mute microphone (M)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="195"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="267"/>
        <source>Turn camera off (V)</source>
        <translation>Turn camera off (V)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="196"/>
        <source>Microphone and speaker</source>
        <translation>Microphone and speaker</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="197"/>
        <source>Camera</source>
        <translation>Camera</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="203"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="280"/>
        <source>Share your screen</source>
        <translation>Share your screen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="207"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="274"/>
        <source>Raise hand (H)</source>
        <translation>Raise hand (H)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="213"/>
        <source>Participants (P)</source>
        <translation>Participants (P)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="214"/>
        <source>Chat (C)</source>
        <translation>Chat (C)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="221"/>
        <source>Host controls</source>
        <translation>Host controls</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="222"/>
        <source>Keyboard shortcuts (?)</source>
        <translation>Keyboard shortcuts (?)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="227"/>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="227"/>
        <source>Leave the meeting (Ctrl+W)</source>
        <translation>Leave the meeting (Ctrl+W)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="228"/>
        <source>Leave meeting</source>
        <translation>Leave meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="230"/>
        <source>End for all</source>
        <translation>End for all</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="230"/>
        <source>End the meeting for everybody</source>
        <translation>End the meeting for everybody</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="231"/>
        <source>End meeting</source>
        <translation>End meeting</translation>
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
            <numerusform>Chat, %n unread</numerusform>
            <numerusform>Chat, %n unread</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="261"/>
        <source>Unmute microphone (M)</source>
        <translation>Unmute microphone (M)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="267"/>
        <source>Turn camera on (V)</source>
        <translation>Turn camera on (V)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="274"/>
        <source>Lower hand (H)</source>
        <translation>Lower hand (H)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="280"/>
        <source>Stop sharing</source>
        <translation>Stop sharing</translation>
    </message>
</context>
<context>
    <name>CaptionOverlay</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="49"/>
        <source>Captions</source>
        <translation>Captions</translation>
    </message>
</context>
<context>
    <name>CaptionsButton</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="169"/>
        <source>Captions for everyone</source>
        <translation>Captions for everyone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="170"/>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="185"/>
        <source>Show captions</source>
        <translation>Show captions</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="171"/>
        <source>Transcript</source>
        <translation>Transcript</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="183"/>
        <source>Turn on captions</source>
        <translation>Turn on captions</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="183"/>
        <source>Captions are off</source>
        <translation>Captions are off</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="185"/>
        <source>Hide captions</source>
        <translation>Hide captions</translation>
    </message>
</context>
<context>
    <name>CaptionsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="70"/>
        <source>Captions are off: %1</source>
        <translation>Captions are off: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="76"/>
        <source>Captions are on</source>
        <translation>Captions are on</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="76"/>
        <source>Captions are off</source>
        <translation>Captions are off</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="57"/>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="80"/>
        <source>Someone</source>
        <translation>Someone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="102"/>
        <source>Captions are off in this meeting: a host can turn them on.</source>
        <translation>Captions are off in this meeting: a host can turn them on.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="113"/>
        <source>Captions could not be turned on: %1</source>
        <translation>Captions could not be turned on: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/captions.py" line="114"/>
        <source>Captions could not be turned off: %1</source>
        <translation>Captions could not be turned off: %1</translation>
    </message>
</context>
<context>
    <name>CaptionsWiring</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="306"/>
        <source>The transcript could not be saved: %1</source>
        <translation>The transcript could not be saved: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="309"/>
        <source>Transcript saved to %1</source>
        <translation>Transcript saved to %1</translation>
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
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="22"/>
        <source>CHAT</source>
        <translation>CHAT</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="25"/>
        <source>No messages yet.
Say hello to everyone!</source>
        <translation>No messages yet.
Say hello to everyone!</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="31"/>
        <source>Chat messages</source>
        <translation>Chat messages</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="37"/>
        <source>Write a message…</source>
        <translation>Write a message…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="38"/>
        <source>Chat message</source>
        <translation>Chat message</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="43"/>
        <source>Send (Enter)</source>
        <translation>Send (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/chat_panel.py" line="44"/>
        <source>Send message</source>
        <translation>Send message</translation>
    </message>
</context>
<context>
    <name>DeviceMenus</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="61"/>
        <source>Test card</source>
        <translation>Test card</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="61"/>
        <source>Tone</source>
        <translation>Tone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="62"/>
        <source>%1 (synthetic)</source>
        <translation>%1 (synthetic)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="90"/>
        <source>Microphone</source>
        <translation>Microphone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="94"/>
        <source>Speaker</source>
        <translation>Speaker</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="96"/>
        <source>No speaker to choose</source>
        <translation>No speaker to choose</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="101"/>
        <source>Camera</source>
        <translation>Camera</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="107"/>
        <source>Hide yourself</source>
        <translation>Hide yourself</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/devices.py" line="107"/>
        <source>Show yourself</source>
        <translation>Show yourself</translation>
    </message>
</context>
<context>
    <name>DevicesController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="96"/>
        <source>Cannot use the speaker %1</source>
        <translation>Cannot use the speaker %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="109"/>
        <source>Cannot use the camera %1: %2</source>
        <translation>Cannot use the camera %1: %2</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="110"/>
        <source>Cannot use the microphone %1: %2</source>
        <translation>Cannot use the microphone %1: %2</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="139"/>
        <source>Camera &apos;%1&apos; was disconnected; using &apos;%2&apos;</source>
        <translation>Camera &apos;%1&apos; was disconnected; using &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="140"/>
        <source>Microphone &apos;%1&apos; was disconnected; using &apos;%2&apos;</source>
        <translation>Microphone &apos;%1&apos; was disconnected; using &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="149"/>
        <source>Camera &apos;%1&apos; was disconnected; your camera is off</source>
        <translation>Camera &apos;%1&apos; was disconnected; your camera is off</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/devices.py" line="152"/>
        <source>Microphone &apos;%1&apos; was disconnected; your microphone is muted</source>
        <translation>Microphone &apos;%1&apos; was disconnected; your microphone is muted</translation>
    </message>
</context>
<context>
    <name>EndPage</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="309"/>
        <source>Exit page</source>
        <translation>Exit page</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="315"/>
        <source>Rejoin</source>
        <translation>Rejoin</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="316"/>
        <source>Rejoin the meeting</source>
        <translation>Rejoin the meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="319"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="321"/>
        <source>Back to start</source>
        <translation>Back to start</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="329"/>
        <source>You left the meeting</source>
        <translation>You left the meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="329"/>
        <source>See you next time.</source>
        <translation>See you next time.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="330"/>
        <source>The meeting has ended</source>
        <translation>The meeting has ended</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="330"/>
        <source>Thanks for joining.</source>
        <translation>Thanks for joining.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="331"/>
        <source>You were removed from the meeting</source>
        <translation>You were removed from the meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="331"/>
        <source>A host removed you.</source>
        <translation>A host removed you.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="332"/>
        <source>You were disconnected</source>
        <translation>You were disconnected</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="332"/>
        <source>The connection to the meeting failed.</source>
        <translation>The connection to the meeting failed.</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/full_screen.py" line="75"/>
        <source>Leave full screen (Esc)</source>
        <translation>Leave full screen (Esc)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/full_screen.py" line="75"/>
        <source>Full screen (F11)</source>
        <translation>Full screen (F11)</translation>
    </message>
</context>
<context>
    <name>GuestNameDialog</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="12"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="13"/>
        <source>Join as guest</source>
        <translation>Join as guest</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="18"/>
        <source>Join %1</source>
        <translation>Join %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="18"/>
        <source>Join the meeting</source>
        <translation>Join the meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="23"/>
        <source>How should the others see you?</source>
        <translation>How should the others see you?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="28"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="29"/>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="35"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="36"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="38"/>
        <location filename="../../app/meetdesk/ui/views/guest_dialog.py" line="40"/>
        <source>Join meeting</source>
        <translation>Join meeting</translation>
    </message>
</context>
<context>
    <name>HandsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/hands.py" line="133"/>
        <source>Your hand could not be shown to the others: %1</source>
        <translation>Your hand could not be shown to the others: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/hands.py" line="163"/>
        <source>Someone</source>
        <translation>Someone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/hands.py" line="165"/>
        <source>%1 raised their hand</source>
        <translation>%1 raised their hand</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/hands.py" line="178"/>
        <source>%1 lowered your hand</source>
        <translation>%1 lowered your hand</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/hands.py" line="179"/>
        <source>A host lowered your hand</source>
        <translation>A host lowered your hand</translation>
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="349"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="358"/>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="374"/>
        <source>Press any key to close</source>
        <translation>Press any key to close</translation>
    </message>
</context>
<context>
    <name>HostConsole</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/console.py" line="20"/>
        <source>Host console — %1</source>
        <translation>Host console — %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/console.py" line="25"/>
        <source>Host console</source>
        <translation>Host console</translation>
    </message>
</context>
<context>
    <name>HostMeetingController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="24"/>
        <source>Could not lock: %1</source>
        <translation>Could not lock: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="34"/>
        <source>Could not list the meeting: %1</source>
        <translation>Could not list the meeting: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="35"/>
        <source>Could not take the meeting off the list: %1</source>
        <translation>Could not take the meeting off the list: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/meeting.py" line="40"/>
        <source>Could not remove the participant: %1</source>
        <translation>Could not remove the participant: %1</translation>
    </message>
</context>
<context>
    <name>HostMeetingView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="30"/>
        <source>INVITE</source>
        <translation>INVITE</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="33"/>
        <source>Guest link</source>
        <translation>Guest link</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="39"/>
        <source>Copy guest link</source>
        <translation>Copy guest link</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="40"/>
        <source>Copy the guest link to the clipboard</source>
        <translation>Copy the guest link to the clipboard</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="45"/>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="111"/>
        <source>New meeting link</source>
        <translation>New meeting link</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="46"/>
        <source>Make a new guest link; the old one stops working</source>
        <translation>Make a new guest link; the old one stops working</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="49"/>
        <source>This link stays the same every time you host, until you make a new one.</source>
        <translation>This link stays the same every time you host, until you make a new one.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="56"/>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="57"/>
        <source>List this meeting on my network</source>
        <translation>List this meeting on my network</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="58"/>
        <source>MeetDesk apps on your network show this meeting and its guest link under Nearby meetings</source>
        <translation>MeetDesk apps on your network show this meeting and its guest link under Nearby meetings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="62"/>
        <source>Anyone on your network can then see its name and join as a guest.</source>
        <translation>Anyone on your network can then see its name and join as a guest.</translation>
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
        <translation>Lock meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="70"/>
        <source>Let nobody new join (cannot be undone)</source>
        <translation>Let nobody new join (cannot be undone)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="80"/>
        <source>Who can join: People on your network</source>
        <translation>Who can join: People on your network</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="81"/>
        <source>Who can join: Only this computer</source>
        <translation>Who can join: Only this computer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="89"/>
        <source>No guest link for this meeting</source>
        <translation>No guest link for this meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="93"/>
        <source>Meeting locked</source>
        <translation>Meeting locked</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="96"/>
        <source>Nobody new can join. People here can stay.</source>
        <translation>Nobody new can join. People here can stay.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="98"/>
        <source>Locking is switched off for this meeting.</source>
        <translation>Locking is switched off for this meeting.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="100"/>
        <source>Locking keeps everyone new out, for the rest of the meeting.</source>
        <translation>Locking keeps everyone new out, for the rest of the meeting.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="109"/>
        <source>Make a new meeting link?</source>
        <translation>Make a new meeting link?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="110"/>
        <source>Guests with the current link can no longer join: they are told the link was replaced. People in the meeting stay.</source>
        <translation>Guests with the current link can no longer join: they are told the link was replaced. People in the meeting stay.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="134"/>
        <source>Guest link copied</source>
        <translation>Guest link copied</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="138"/>
        <source>Lock the meeting?</source>
        <translation>Lock the meeting?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="139"/>
        <source>Nobody new will be able to join, not even with the guest link. This cannot be undone for the rest of the meeting.</source>
        <translation>Nobody new will be able to join, not even with the guest link. This cannot be undone for the rest of the meeting.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="144"/>
        <source>End the meeting for everyone?</source>
        <translation>End the meeting for everyone?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="145"/>
        <source>Every participant leaves the meeting, and it ends.</source>
        <translation>Every participant leaves the meeting, and it ends.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/meeting.py" line="145"/>
        <source>End for all</source>
        <translation>End for all</translation>
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
        <translation>Your name</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="42"/>
        <source>What is your name?</source>
        <translation>What is your name?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="43"/>
        <source>The others see it next to your video. MeetDesk remembers it; you can change it in Settings.</source>
        <translation>The others see it next to your video. MeetDesk remembers it; you can change it in Settings.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="55"/>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="56"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="59"/>
        <location filename="../../app/meetdesk/ui/views/host_name_dialog.py" line="60"/>
        <source>Host the meeting</source>
        <translation>Host the meeting</translation>
    </message>
</context>
<context>
    <name>HostPanel</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/panel.py" line="22"/>
        <source>Open host console</source>
        <translation>Open host console</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/panel.py" line="23"/>
        <source>Layout, layers, recordings, snapshots, playbacks and streams</source>
        <translation>Layout, layers, recordings, snapshots, playbacks and streams</translation>
    </message>
</context>
<context>
    <name>HostingSection</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="20"/>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="26"/>
        <source>Who can join meetings I host</source>
        <translation>Who can join meetings I host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="27"/>
        <source>People on my network</source>
        <translation>People on my network</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="28"/>
        <source>Only this computer</source>
        <translation>Only this computer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="32"/>
        <source>Address in links</source>
        <translation>Address in links</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="37"/>
        <source>No network</source>
        <translation>No network</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="45"/>
        <source>The address and port (%1) links carry; they stay valid after a restart</source>
        <translation>The address and port (%1) links carry; they stay valid after a restart</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="51"/>
        <source>Streams and webhooks may go to this computer and my network (OBS, MediaMTX, …)</source>
        <translation>Streams and webhooks may go to this computer and my network (OBS, MediaMTX, …)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_hosting.py" line="53"/>
        <source>Allow streams and webhooks to my network</source>
        <translation>Allow streams and webhooks to my network</translation>
    </message>
</context>
<context>
    <name>JoinController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="66"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="258"/>
        <source>This is not a meeting link or access key. Paste the whole link you received.</source>
        <translation>This is not a meeting link or access key. Paste the whole link you received.</translation>
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
        <translation>Looking up the meeting…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="162"/>
        <source>Joining…</source>
        <translation>Joining…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="203"/>
        <source>Starting the meeting on %1…</source>
        <translation>Starting the meeting on %1…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="122"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="206"/>
        <source>Starting the meeting on this computer…</source>
        <translation>Starting the meeting on this computer…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="191"/>
        <source>The host&apos;s computer cannot be reached right now. MeetDesk keeps trying and lets you in as soon as the meeting starts.</source>
        <translation>The host&apos;s computer cannot be reached right now. MeetDesk keeps trying and lets you in as soon as the meeting starts.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="195"/>
        <source>%1 has not started the meeting yet. You will enter automatically as soon as they start it.</source>
        <translation>%1 has not started the meeting yet. You will enter automatically as soon as they start it.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="197"/>
        <source>This meeting has not started yet. You will enter automatically as soon as a host starts it.</source>
        <translation>This meeting has not started yet. You will enter automatically as soon as a host starts it.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="210"/>
        <source>%1&apos;s meeting</source>
        <translation>%1&apos;s meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="233"/>
        <source>The computer at this address does not show the certificate this link was made for, so MeetDesk did not connect: someone may be posing as the host, or the host&apos;s certificate changed. Ask the host for a new link.</source>
        <translation>The computer at this address does not show the certificate this link was made for, so MeetDesk did not connect: someone may be posing as the host, or the host&apos;s certificate changed. Ask the host for a new link.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="237"/>
        <source>This meeting link was replaced by a new one. Ask the host for the new link.</source>
        <translation>This meeting link was replaced by a new one. Ask the host for the new link.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="240"/>
        <source>This meeting link has expired. Ask the host for a new one.</source>
        <translation>This meeting link has expired. Ask the host for a new one.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="242"/>
        <source>The meeting service cannot be reached. Check the address and your network, then try again.</source>
        <translation>The meeting service cannot be reached. Check the address and your network, then try again.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="246"/>
        <source>The service did not accept the request: %1</source>
        <translation>The service did not accept the request: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="247"/>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="248"/>
        <source>The service refused the API key. Check it in Settings.</source>
        <translation>The service refused the API key. Check it in Settings.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="249"/>
        <source>This link is unknown. Check that you copied all of it.</source>
        <translation>This link is unknown. Check that you copied all of it.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="250"/>
        <source>This meeting is over.</source>
        <translation>This meeting is over.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="251"/>
        <source>This meeting is locked: nobody new can join.</source>
        <translation>This meeting is locked: nobody new can join.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="252"/>
        <source>The service is busy. Try again in a moment.</source>
        <translation>The service is busy. Try again in a moment.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="253"/>
        <source>The service answered with an error: %1</source>
        <translation>The service answered with an error: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="255"/>
        <source>This access key does not say where its meeting runs. Paste the whole link, or set the service address in Settings.</source>
        <translation>This access key does not say where its meeting runs. Paste the whole link, or set the service address in Settings.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/join.py" line="259"/>
        <source>Something went wrong: %1</source>
        <translation>Something went wrong: %1</translation>
    </message>
</context>
<context>
    <name>LayerCard</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="47"/>
        <source>Image file…</source>
        <translation>Image file…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="47"/>
        <source>Choose an image file to upload</source>
        <translation>Choose an image file to upload</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="50"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="50"/>
        <source>Remove this layer</source>
        <translation>Remove this layer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="57"/>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="83"/>
        <source>Image address</source>
        <translation>Image address</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="60"/>
        <source>Use</source>
        <translation>Use</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="60"/>
        <source>Use the image at this address</source>
        <translation>Use the image at this address</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="74"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="75"/>
        <source>Nothing set from here.</source>
        <translation>Nothing set from here.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="82"/>
        <source>text</source>
        <translation>text</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="82"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="83"/>
        <source>Image file</source>
        <translation>Image file</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="84"/>
        <source>Text insert</source>
        <translation>Text insert</translation>
    </message>
</context>
<context>
    <name>LayersController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="56"/>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="63"/>
        <source>Could not set the image</source>
        <translation>Could not set the image</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="61"/>
        <source>Could not set the image: the address must start with http:// or https://.</source>
        <translation>Could not set the image: the address must start with http:// or https://.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="67"/>
        <source>Could not show the text: write a title or a text first.</source>
        <translation>Could not show the text: write a title or a text first.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="69"/>
        <source>Could not show the text</source>
        <translation>Could not show the text</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layers.py" line="72"/>
        <source>Could not remove the layer</source>
        <translation>Could not remove the layer</translation>
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
        <translation>Preview of the composed picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="114"/>
        <source>The composed picture shows here once the meeting is composed: with three or more people in the call, or always when the room says so.</source>
        <translation>The composed picture shows here once the meeting is composed: with three or more people in the call, or always when the room says so.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="117"/>
        <source>The preview is the meeting&apos;s picture: it shows the layers the service draws, also those another host set.</source>
        <translation>The preview is the meeting&apos;s picture: it shows the layers the service draws, also those another host set.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="125"/>
        <source>BACKGROUND</source>
        <translation>BACKGROUND</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="125"/>
        <source>OVERLAY</source>
        <translation>OVERLAY</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="136"/>
        <source>TEXT INSERT</source>
        <translation>TEXT INSERT</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="138"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="139"/>
        <source>Title of the text insert</source>
        <translation>Title of the text insert</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="143"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="144"/>
        <source>Text of the text insert</source>
        <translation>Text of the text insert</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="147"/>
        <source>Shown at the top right, in the overlay&apos;s place.</source>
        <translation>Shown at the top right, in the overlay&apos;s place.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="151"/>
        <source>Show text</source>
        <translation>Show text</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layers.py" line="197"/>
        <source>Choose an image</source>
        <translation>Choose an image</translation>
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
        <translation>Empty this slot (the service fills it)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout_canvas.py" line="293"/>
        <source>Keep this slot empty</source>
        <translation>Keep this slot empty</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout_canvas.py" line="389"/>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout_canvas.py" line="392"/>
        <source>Presentation</source>
        <translation>Presentation</translation>
    </message>
</context>
<context>
    <name>LayoutController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="165"/>
        <source>Someone</source>
        <translation>Someone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="186"/>
        <source>Playback</source>
        <translation>Playback</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="188"/>
        <source>You</source>
        <translation>You</translation>
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
        <translation>Could not change the layout</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="222"/>
        <source>Could not send the map</source>
        <translation>Could not send the map</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="231"/>
        <source>Could not move the participant: they are not in the call yet.</source>
        <translation>Could not move the participant: they are not in the call yet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="239"/>
        <source>Could not move the participant</source>
        <translation>Could not move the participant</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="248"/>
        <source>Could not change the slot</source>
        <translation>Could not change the slot</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="251"/>
        <source>Could not change voice activation</source>
        <translation>Could not change voice activation</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="254"/>
        <source>Could not change the names</source>
        <translation>Could not change the names</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="258"/>
        <source>Could not start presenting</source>
        <translation>Could not start presenting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="262"/>
        <source>Could not end the presentation</source>
        <translation>Could not end the presentation</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="271"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="282"/>
        <source>Could not save the map: %1.</source>
        <translation>Could not save the map: %1.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/layout.py" line="291"/>
        <source>Could not delete the map: %1.</source>
        <translation>Could not delete the map: %1.</translation>
    </message>
</context>
<context>
    <name>LayoutPage</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="90"/>
        <source>Preview of the composed picture</source>
        <translation>Preview of the composed picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="96"/>
        <source>PARTICIPANTS</source>
        <translation>PARTICIPANTS</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="99"/>
        <source>Participants to drag into a slot</source>
        <translation>Participants to drag into a slot</translation>
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
        <translation>Automatic</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="110"/>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="416"/>
        <source>Custom map</source>
        <translation>Custom map</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="113"/>
        <source>Fill empty slots with other participants</source>
        <translation>Fill empty slots with other participants</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="114"/>
        <source>For named layouts and maps. Off: slots nobody was put into stay empty</source>
        <translation>For named layouts and maps. Off: slots nobody was put into stay empty</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="118"/>
        <source>PICTURE</source>
        <translation>PICTURE</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="119"/>
        <source>Voice activation (speakers get the slots)</source>
        <translation>Voice activation (speakers get the slots)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="122"/>
        <source>Show names</source>
        <translation>Show names</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="126"/>
        <source>CUSTOM MAP</source>
        <translation>CUSTOM MAP</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="127"/>
        <source>Edit map</source>
        <translation>Edit map</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="127"/>
        <source>Draw the boxes of a custom map</source>
        <translation>Draw the boxes of a custom map</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="132"/>
        <source>Add a box</source>
        <translation>Add a box</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="132"/>
        <source>Add box</source>
        <translation>Add box</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="135"/>
        <source>Remove box</source>
        <translation>Remove box</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="136"/>
        <source>Remove the selected box</source>
        <translation>Remove the selected box</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="141"/>
        <source>Fit</source>
        <translation>Fit</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="144"/>
        <source>How the selected box is filled</source>
        <translation>How the selected box is filled</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="145"/>
        <source>Cover (fill, crop)</source>
        <translation>Cover (fill, crop)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="145"/>
        <source>Contain (whole picture)</source>
        <translation>Contain (whole picture)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="146"/>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="151"/>
        <source>Snap to the grid and to edges</source>
        <translation>Snap to the grid and to edges</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="156"/>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="157"/>
        <source>Map name</source>
        <translation>Map name</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="161"/>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="161"/>
        <source>Save the map for this room</source>
        <translation>Save the map for this room</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="164"/>
        <source>Send map</source>
        <translation>Send map</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="166"/>
        <source>Use the map for the meeting</source>
        <translation>Use the map for the meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="172"/>
        <source>Saved maps</source>
        <translation>Saved maps</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="175"/>
        <source>Delete the saved map</source>
        <translation>Delete the saved map</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="180"/>
        <source>PRESENTATION</source>
        <translation>PRESENTATION</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="185"/>
        <source>Present</source>
        <translation>Present</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="186"/>
        <source>Take the presentation slot (the big one) yourself</source>
        <translation>Take the presentation slot (the big one) yourself</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="189"/>
        <source>End presentation</source>
        <translation>End presentation</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="207"/>
        <source>One</source>
        <translation>One</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="207"/>
        <source>Two side by side</source>
        <translation>Two side by side</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="207"/>
        <source>Four (2 × 2)</source>
        <translation>Four (2 × 2)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="208"/>
        <source>Six (3 × 2)</source>
        <translation>Six (3 × 2)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="208"/>
        <source>Nine (3 × 3)</source>
        <translation>Nine (3 × 3)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="209"/>
        <source>Presentation, 3 below</source>
        <translation>Presentation, 3 below</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="210"/>
        <source>Presentation, 6 above</source>
        <translation>Presentation, 6 above</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="211"/>
        <source>Two presentations, 6 above</source>
        <translation>Two presentations, 6 above</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="212"/>
        <source>Presentation, 9 at the top right</source>
        <translation>Presentation, 9 at the top right</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="213"/>
        <source>Presentation, 9 in a column</source>
        <translation>Presentation, 9 in a column</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="269"/>
        <source>Layouts apply to the composed picture: the meeting server composes one picture of everyone once three or more people are in the call, or from the start in rooms set up that way.</source>
        <translation>Layouts apply to the composed picture: the meeting server composes one picture of everyone once three or more people are in the call, or from the start in rooms set up that way.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="275"/>
        <source>%1 presents.</source>
        <translation>%1 presents.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="276"/>
        <source>Nobody presents.</source>
        <translation>Nobody presents.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="282"/>
        <source>Saved maps (%1)</source>
        <translation>Saved maps (%1)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="283"/>
        <source>No saved maps</source>
        <translation>No saved maps</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="291"/>
        <source>(you)</source>
        <translation>(you)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="298"/>
        <source>Drag %1 onto a slot of the picture</source>
        <translation>Drag %1 onto a slot of the picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="309"/>
        <source>Custom map “%1”, %2 boxes</source>
        <translation>Custom map “%1”, %2 boxes</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="314"/>
        <source>Automatic layout</source>
        <translation>Automatic layout</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="315"/>
        <source>Now: %1</source>
        <translation>Now: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="317"/>
        <source>empty slots are filled</source>
        <translation>empty slots are filled</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="318"/>
        <source>empty slots stay empty</source>
        <translation>empty slots stay empty</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="320"/>
        <source>this room does not allow layout changes</source>
        <translation>this room does not allow layout changes</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="322"/>
        <source>the meeting is not composed now</source>
        <translation>the meeting is not composed now</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="410"/>
        <source>Drag on the picture to draw a box (up to %1), drag a box to move it, its corners to resize it. Delete removes the selected box.</source>
        <translation>Drag on the picture to draw a box (up to %1), drag a box to move it, its corners to resize it. Delete removes the selected box.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/layout.py" line="412"/>
        <source>Drag a participant onto a slot, or one slot onto another to swap them. Right-click a slot to empty it.</source>
        <translation>Drag a participant onto a slot, or one slot onto another to swap them. Right-click a slot to empty it.</translation>
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
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="111"/>
        <source>Camera unavailable (%1), using the test card</source>
        <translation>Camera unavailable (%1), using the test card</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="126"/>
        <source>Microphone unavailable (%1), using a test tone</source>
        <translation>Microphone unavailable (%1), using a test tone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="184"/>
        <source>Sharing starts once the call is connected</source>
        <translation>Sharing starts once the call is connected</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="187"/>
        <source>%1&apos;s screen</source>
        <translation>%1&apos;s screen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="189"/>
        <source>Cannot share %1: %2</source>
        <translation>Cannot share %1: %2</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="218"/>
        <source>Background unavailable: %1</source>
        <translation>Background unavailable: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="239"/>
        <source>Dusk</source>
        <translation>Dusk</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="239"/>
        <source>Room</source>
        <translation>Room</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="239"/>
        <source>Mountains</source>
        <translation>Mountains</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="240"/>
        <source>No effect</source>
        <translation>No effect</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="240"/>
        <source>Blur</source>
        <translation>Blur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="243"/>
        <source>The room&apos;s picture</source>
        <translation>The room&apos;s picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/local_media.py" line="248"/>
        <source>Your picture…</source>
        <translation>Your picture…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="376"/>
        <source>just now</source>
        <translation>just now</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="378"/>
        <source>%n min ago</source>
        <translation>
            <numerusform>%n min ago</numerusform>
            <numerusform>%n min ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="381"/>
        <source>%n h ago</source>
        <translation>
            <numerusform>%n h ago</numerusform>
            <numerusform>%n h ago</numerusform>
        </translation>
    </message>
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
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="357"/>
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
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="164"/>
        <source>Recent meetings</source>
        <translation>Recent meetings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="176"/>
        <source>Nearby meetings</source>
        <translation>Nearby meetings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="208"/>
        <source>Waiting for the host</source>
        <translation>Waiting for the host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="211"/>
        <source>This meeting has not started yet. You will enter automatically as soon as a host starts it.</source>
        <translation>This meeting has not started yet. You will enter automatically as soon as a host starts it.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="216"/>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="217"/>
        <source>Stop waiting</source>
        <translation>Stop waiting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="228"/>
        <source>You appear as %1</source>
        <translation>You appear as %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="229"/>
        <source>No display name set yet</source>
        <translation>No display name set yet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="231"/>
        <source>Runs on %1</source>
        <translation>Runs on %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="232"/>
        <source>Service: %1</source>
        <translation>Service: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="234"/>
        <source>Runs on this computer, no account needed. Share the guest link with others.</source>
        <translation>Runs on this computer, no account needed. Share the guest link with others.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="236"/>
        <source>Built-in engine</source>
        <translation>Built-in engine</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="255"/>
        <source>No meetings yet</source>
        <translation>No meetings yet</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="259"/>
        <source>Meetings you join or host show up here, one click to return.</source>
        <translation>Meetings you join or host show up here, one click to return.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="276"/>
        <source>Hosted</source>
        <translation>Hosted</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="276"/>
        <source>Joined</source>
        <translation>Joined</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="277"/>
        <source>Ended</source>
        <translation>Ended</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="283"/>
        <source>This meeting has ended. %1</source>
        <translation>This meeting has ended. %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="284"/>
        <source>Rejoin %1</source>
        <translation>Rejoin %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="292"/>
        <source>Remove from recent meetings</source>
        <translation>Remove from recent meetings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="293"/>
        <source>Remove %1 from recent meetings</source>
        <translation>Remove %1 from recent meetings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="318"/>
        <source>Nothing is listed on your network right now. Meetings that hosts nearby list on their network show up here.</source>
        <translation>Nothing is listed on your network right now. Meetings that hosts nearby list on their network show up here.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="353"/>
        <source>Hosted by %1</source>
        <translation>Hosted by %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="361"/>
        <source>Join %1, hosted by %2</source>
        <translation>Join %1, hosted by %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="382"/>
        <source>%n days ago</source>
        <translation>
            <numerusform>%n day ago</numerusform>
            <numerusform>%n days ago</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/main_window.py" line="421"/>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
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
        <translation>Layers</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="43"/>
        <source>needs the meeting service&apos;s API key, which this app has only for meetings it hosts itself or when it is set in Settings.</source>
        <translation>needs the meeting service&apos;s API key, which this app has only for meetings it hosts itself or when it is set in Settings.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="66"/>
        <source>The room&apos;s earlier recordings and deleting them %1 This list shows the recordings made while you are here.</source>
        <translation>The room&apos;s earlier recordings and deleting them %1 This list shows the recordings made while you are here.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="78"/>
        <source>Recordings</source>
        <translation>Recordings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="93"/>
        <source>Deleting snapshots %1</source>
        <translation>Deleting snapshots %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="97"/>
        <source>Snapshots</source>
        <translation>Snapshots</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="109"/>
        <source>Playbacks</source>
        <translation>Playbacks</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="113"/>
        <source>Forwarding %1</source>
        <translation>Forwarding %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="134"/>
        <source>Streams</source>
        <translation>Streams</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="163"/>
        <source>Recording is switched off for this meeting.</source>
        <translation>Recording is switched off for this meeting.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/console.py" line="165"/>
        <source>Live streaming is switched off for this meeting.</source>
        <translation>Live streaming is switched off for this meeting.</translation>
    </message>
</context>
<context>
    <name>MediaPreview</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/preview.py" line="63"/>
        <source>Preview</source>
        <translation>Preview</translation>
    </message>
</context>
<context>
    <name>MeetDeskApp</name>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="130"/>
        <source>Leave this meeting before opening another link</source>
        <translation>Leave this meeting before opening another link</translation>
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
        <translation>This meeting has a new link: the old one no longer lets anyone in.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="266"/>
        <source>Port %1 was in use: links now use port %2 (kept for next time)</source>
        <translation>Port %1 was in use: links now use port %2 (kept for next time)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="272"/>
        <source>This computer&apos;s network address changed from %1 to %2: links sent before do not reach it. Send the new invite, and your permalinks again (host panel, Permalinks).</source>
        <translation>This computer&apos;s network address changed from %1 to %2: links sent before do not reach it. Send the new invite, and your permalinks again (host panel, Permalinks).</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="318"/>
        <source>The meeting service on this computer stopped unexpectedly. MeetDesk is starting it again.</source>
        <translation>The meeting service on this computer stopped unexpectedly. MeetDesk is starting it again.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="320"/>
        <source>The meeting service on this computer runs again, at the same address: host again or open a permalink to continue.</source>
        <translation>The meeting service on this computer runs again, at the same address: host again or open a permalink to continue.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="322"/>
        <source>The meeting service on this computer could not be started again: %1</source>
        <translation>The meeting service on this computer could not be started again: %1</translation>
    </message>
</context>
<context>
    <name>MeetingController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="228"/>
        <source>The meeting did not get ready in time.</source>
        <translation>The meeting did not get ready in time.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="246"/>
        <source>The meeting is locked.</source>
        <translation>The meeting is locked.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="248"/>
        <source>Could not connect the call: %1</source>
        <translation>Could not connect the call: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="292"/>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="317"/>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="343"/>
        <source>Connection lost, reconnecting…</source>
        <translation>Connection lost, reconnecting…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="302"/>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="321"/>
        <source>Reconnected</source>
        <translation>Reconnected</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="335"/>
        <source>The call was disconnected.</source>
        <translation>The call was disconnected.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="364"/>
        <source>The meeting is now locked</source>
        <translation>The meeting is now locked</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="370"/>
        <source>The recording is ready</source>
        <translation>The recording is ready</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="412"/>
        <source>Recording started</source>
        <translation>Recording started</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="412"/>
        <source>Recording stopped</source>
        <translation>Recording stopped</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/meeting.py" line="456"/>
        <source>Could not end the meeting: %1</source>
        <translation>Could not end the meeting: %1</translation>
    </message>
</context>
<context>
    <name>MeetingTray</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="22"/>
        <source>MeetDesk meeting</source>
        <translation>MeetDesk meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="23"/>
        <source>Show meeting</source>
        <translation>Show meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="26"/>
        <source>Leave</source>
        <translation>Leave</translation>
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
        <translation>Unmute</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/tray.py" line="43"/>
        <source>Mute</source>
        <translation>Mute</translation>
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
        <translation>Waiting for the others&apos; video…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="68"/>
        <source>Meeting video</source>
        <translation>Meeting video</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="329"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="107"/>
        <source>Mute or unmute the microphone</source>
        <translation>Mute or unmute the microphone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="108"/>
        <source>Turn the camera off or on</source>
        <translation>Turn the camera off or on</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="109"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="109"/>
        <source>Hold to talk while muted</source>
        <translation>Hold to talk while muted</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="110"/>
        <source>Raise or lower your hand</source>
        <translation>Raise or lower your hand</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="111"/>
        <source>Participants</source>
        <translation>Participants</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="111"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="112"/>
        <source>Show this help</source>
        <translation>Show this help</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="113"/>
        <source>Full screen (or double-click the video); Esc leaves it</source>
        <translation>Full screen (or double-click the video); Esc leaves it</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="114"/>
        <source>Leave the meeting</source>
        <translation>Leave the meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="329"/>
        <source>Your screen</source>
        <translation>Your screen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="330"/>
        <source>You are sharing %1</source>
        <translation>You are sharing %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="331"/>
        <source>You stopped sharing</source>
        <translation>You stopped sharing</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_window.py" line="370"/>
        <source>This meeting does not allow virtual backgrounds: your camera is shown as it is.</source>
        <translation>This meeting does not allow virtual backgrounds: your camera is shown as it is.</translation>
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
        <translation>Join meetings with my microphone muted</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="27"/>
        <source>Join meetings with my camera off</source>
        <translation>Join meetings with my camera off</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="29"/>
        <source>Mini window when I switch to another app</source>
        <translation>Mini window when I switch to another app</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="31"/>
        <source>A small window on top of the others while the meeting window is in the background or minimized: the meeting&apos;s picture, your microphone, camera and leave buttons</source>
        <translation>A small window on top of the others while the meeting window is in the background or minimized: the meeting&apos;s picture, your microphone, camera and leave buttons</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="34"/>
        <source>Notifications when I switch to another app</source>
        <translation>Notifications when I switch to another app</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="36"/>
        <source>While the meeting window is in the background or minimized: chat messages, someone joining while you are alone, raised hands (when you host), a recording starting</source>
        <translation>While the meeting window is in the background or minimized: chat messages, someone joining while you are alone, raised hands (when you host), a recording starting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="53"/>
        <source>Captions model</source>
        <translation>Captions model</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="55"/>
        <source>Built in: Whisper base, any language; tiny.en for English</source>
        <translation>Built in: Whisper base, any language; tiny.en for English</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="56"/>
        <source>Captions model folder</source>
        <translation>Captions model folder</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="59"/>
        <source>Choose…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="61"/>
        <source>Choose a captions model folder</source>
        <translation>Choose a captions model folder</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="78"/>
        <source>Choose a faster-whisper model folder (it holds model.bin, config.json and the tokenizer)</source>
        <translation>Choose a faster-whisper model folder (it holds model.bin, config.json and the tokenizer)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_meetings.py" line="90"/>
        <source>Not a faster-whisper model folder (it needs model.bin and config.json): the built-in model is kept</source>
        <translation>Not a faster-whisper model folder (it needs model.bin and config.json): the built-in model is kept</translation>
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
        <translation>Mini meeting window</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="52"/>
        <source>Waiting for video…</source>
        <translation>Waiting for video…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="54"/>
        <source>Meeting video</source>
        <translation>Meeting video</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="55"/>
        <source>Double-click to go back to the meeting; drag to move</source>
        <translation>Double-click to go back to the meeting; drag to move</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="60"/>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="90"/>
        <source>Mute microphone</source>
        <translation>Mute microphone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="61"/>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="97"/>
        <source>Turn camera off</source>
        <translation>Turn camera off</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="62"/>
        <source>Back to the meeting window</source>
        <translation>Back to the meeting window</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="69"/>
        <source>Leave the meeting</source>
        <translation>Leave the meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="70"/>
        <source>Leave meeting</source>
        <translation>Leave meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="90"/>
        <source>Unmute microphone</source>
        <translation>Unmute microphone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/mini_window.py" line="97"/>
        <source>Turn camera on</source>
        <translation>Turn camera on</translation>
    </message>
</context>
<context>
    <name>MuteAllController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/mute_all.py" line="36"/>
        <source>You muted everyone</source>
        <translation>You muted everyone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/mute_all.py" line="54"/>
        <source>%1 muted everyone</source>
        <translation>%1 muted everyone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/mute_all.py" line="55"/>
        <source>A host muted everyone</source>
        <translation>A host muted everyone</translation>
    </message>
</context>
<context>
    <name>NoticeStack</name>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/notices.py" line="26"/>
        <source>Notices</source>
        <translation>Notices</translation>
    </message>
</context>
<context>
    <name>PeopleController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="207"/>
        <source>%1 left</source>
        <translation>%1 left</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="210"/>
        <source>Participant</source>
        <translation>Participant</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/people.py" line="226"/>
        <source>%1 joined</source>
        <translation>%1 joined</translation>
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
        <translation>Speaking</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="240"/>
        <source>presenting</source>
        <translation>presenting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="241"/>
        <source>not in picture</source>
        <translation>not in picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="242"/>
        <source>In the composed picture</source>
        <translation>In the composed picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="243"/>
        <source>Not in the composed picture</source>
        <translation>Not in the composed picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="244"/>
        <source>sharing screen</source>
        <translation>sharing screen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="244"/>
        <source>Shares a screen</source>
        <translation>Shares a screen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="245"/>
        <source>Microphone on</source>
        <translation>Microphone on</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="245"/>
        <source>Microphone muted</source>
        <translation>Microphone muted</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="246"/>
        <source>Camera off</source>
        <translation>Camera off</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="246"/>
        <source>Hand raised</source>
        <translation>Hand raised</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="247"/>
        <source>Lower hand</source>
        <translation>Lower hand</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="248"/>
        <source>Hand raised: click to lower it</source>
        <translation>Hand raised: click to lower it</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="266"/>
        <source>PARTICIPANTS (%1)</source>
        <translation>PARTICIPANTS (%1)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="239"/>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="222"/>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="224"/>
        <source>Mute everyone</source>
        <translation>Mute everyone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="225"/>
        <source>Mute everyone&apos;s microphone; each can unmute again</source>
        <translation>Mute everyone&apos;s microphone; each can unmute again</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="239"/>
        <source>guest</source>
        <translation>guest</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/people_panel.py" line="239"/>
        <source>Remove from meeting</source>
        <translation>Remove from meeting</translation>
    </message>
</context>
<context>
    <name>PermalinkController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/permalinks.py" line="50"/>
        <source>Permalink request failed: %1</source>
        <translation>Permalink request failed: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/permalinks.py" line="69"/>
        <source>%1&apos;s meeting room</source>
        <translation>%1&apos;s meeting room</translation>
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
        <translation>Links that stay valid: hosts start the meeting, guests wait for a host.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="32"/>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="33"/>
        <source>Never expires</source>
        <translation>Never expires</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="38"/>
        <source>Expiry</source>
        <translation>Expiry</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="41"/>
        <source>Expiry date of new permalinks</source>
        <translation>Expiry date of new permalinks</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="45"/>
        <source>Create permalink</source>
        <translation>Create permalink</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="45"/>
        <source>Create a permalink</source>
        <translation>Create a permalink</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="51"/>
        <source>No permalinks yet.</source>
        <translation>No permalinks yet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="78"/>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="80"/>
        <source>Add a host</source>
        <translation>Add a host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="79"/>
        <source>Name of the new host:</source>
        <translation>Name of the new host:</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="91"/>
        <source>Co-host</source>
        <translation>Co-host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="112"/>
        <source>Permalink %1</source>
        <translation>Permalink %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="118"/>
        <source>expires %1</source>
        <translation>expires %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="119"/>
        <source>never expires</source>
        <translation>never expires</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="119"/>
        <source>running</source>
        <translation>running</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="123"/>
        <source>Guest link</source>
        <translation>Guest link</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="123"/>
        <source>Copy the permalink guest link</source>
        <translation>Copy the permalink guest link</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="124"/>
        <source>Permalink guest link copied</source>
        <translation>Permalink guest link copied</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="126"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="126"/>
        <source>Add a host user</source>
        <translation>Add a host user</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="129"/>
        <source>Delete the permalink</source>
        <translation>Delete the permalink</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="135"/>
        <source>Host: %1</source>
        <translation>Host: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="137"/>
        <source>Copy the host link of %1</source>
        <translation>Copy the host link of %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="138"/>
        <source>Host link copied</source>
        <translation>Host link copied</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/permalinks.py" line="140"/>
        <source>Revoke the host link of %1</source>
        <translation>Revoke the host link of %1</translation>
    </message>
</context>
<context>
    <name>PlaybacksController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/playbacks.py" line="88"/>
        <source>The playback could not start</source>
        <translation>The playback could not start</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/playbacks.py" line="90"/>
        <source>%1: choose a video file or give its web address.</source>
        <translation>%1: choose a video file or give its web address.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/playbacks.py" line="100"/>
        <source>%1: a file on this computer can only be played into a meeting hosted on this computer. Give the video&apos;s web address instead.</source>
        <translation>%1: a file on this computer can only be played into a meeting hosted on this computer. Give the video&apos;s web address instead.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/playbacks.py" line="126"/>
        <source>The playback could not be stopped</source>
        <translation>The playback could not be stopped</translation>
    </message>
</context>
<context>
    <name>PlaybacksView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="24"/>
        <source>PLAY A VIDEO INTO THE MEETING</source>
        <translation>PLAY A VIDEO INTO THE MEETING</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="29"/>
        <source>https://… (mp4, webm, mp3) or a file on this computer</source>
        <translation>https://… (mp4, webm, mp3) or a file on this computer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="30"/>
        <source>Video file or web address</source>
        <translation>Video file or web address</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="32"/>
        <source>Choose file…</source>
        <translation>Choose file…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="32"/>
        <source>Choose a video file</source>
        <translation>Choose a video file</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="35"/>
        <source>Video</source>
        <translation>Video</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="37"/>
        <source>Shown as the tile&apos;s name</source>
        <translation>Shown as the tile&apos;s name</translation>
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
        <translation>Where it plays</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="42"/>
        <source>Plays</source>
        <translation>Plays</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="44"/>
        <source>With sound</source>
        <translation>With sound</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="45"/>
        <source>Repeat until stopped</source>
        <translation>Repeat until stopped</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="52"/>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="54"/>
        <source>Play into the meeting</source>
        <translation>Play into the meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="64"/>
        <source>PLAYING NOW</source>
        <translation>PLAYING NOW</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="68"/>
        <source>Nothing is playing.</source>
        <translation>Nothing is playing.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="77"/>
        <source>Files on this computer are served to the meeting while they play.</source>
        <translation>Files on this computer are served to the meeting while they play.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="78"/>
        <source>This meeting runs on another computer: give the video&apos;s web address (a file on this computer cannot reach it).</source>
        <translation>This meeting runs on another computer: give the video&apos;s web address (a file on this computer cannot reach it).</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="85"/>
        <source>As a new tile</source>
        <translation>As a new tile</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="87"/>
        <source>Instead of %1</source>
        <translation>Instead of %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="108"/>
        <source>instead of %1</source>
        <translation>instead of %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="110"/>
        <source>as a new tile</source>
        <translation>as a new tile</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="111"/>
        <source>with sound</source>
        <translation>with sound</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="114"/>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="114"/>
        <source>Stop this playback</source>
        <translation>Stop this playback</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/playbacks.py" line="127"/>
        <source>Choose a video</source>
        <translation>Choose a video</translation>
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
        <translation>Good connection</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="35"/>
        <source>Fair connection</source>
        <translation>Fair connection</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="36"/>
        <source>Poor connection</source>
        <translation>Poor connection</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="37"/>
        <source>%1 % of packets lost</source>
        <translation>%1 % of packets lost</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="39"/>
        <source>round trip %1 ms</source>
        <translation>round trip %1 ms</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="41"/>
        <source>%1 frames a second</source>
        <translation>%1 frames a second</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="43"/>
        <source>the picture %1 s behind</source>
        <translation>the picture %1 s behind</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="44"/>
        <source>Your connection to the meeting server (a composed meeting is one stream for everyone)</source>
        <translation>Your connection to the meeting server (a composed meeting is one stream for everyone)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/widgets/quality_bars.py" line="45"/>
        <source>Their video as it reaches you</source>
        <translation>Their video as it reaches you</translation>
    </message>
</context>
<context>
    <name>ReactionButton</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="23"/>
        <source>Thumbs up</source>
        <translation>Thumbs up</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="24"/>
        <source>Heart</source>
        <translation>Heart</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="25"/>
        <source>Laugh</source>
        <translation>Laugh</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="26"/>
        <source>Applause</source>
        <translation>Applause</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="27"/>
        <source>Surprised</source>
        <translation>Surprised</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="28"/>
        <source>Celebrate</source>
        <translation>Celebrate</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="56"/>
        <source>Reactions</source>
        <translation>Reactions</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="81"/>
        <source>Send a reaction everyone sees</source>
        <translation>Send a reaction everyone sees</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="82"/>
        <source>Reactions are turned off in this meeting</source>
        <translation>Reactions are turned off in this meeting</translation>
    </message>
</context>
<context>
    <name>ReactionOverlay</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/reactions.py" line="114"/>
        <source>Reactions</source>
        <translation>Reactions</translation>
    </message>
</context>
<context>
    <name>ReactionsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/reactions.py" line="41"/>
        <source>Reactions are turned off in this meeting</source>
        <translation>Reactions are turned off in this meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/reactions.py" line="43"/>
        <source>Not so fast: a few reactions a second at most</source>
        <translation>Not so fast: a few reactions a second at most</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/reactions.py" line="45"/>
        <source>Reaction not sent: %1</source>
        <translation>Reaction not sent: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/reactions.py" line="53"/>
        <source>You</source>
        <translation>You</translation>
    </message>
</context>
<context>
    <name>RecordingRow</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="44"/>
        <source>Duration</source>
        <translation>Duration</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="53"/>
        <source>Recorded by %1</source>
        <translation>Recorded by %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="55"/>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="55"/>
        <source>Download the recording</source>
        <translation>Download the recording</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="58"/>
        <source>Download progress</source>
        <translation>Download progress</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="63"/>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="63"/>
        <source>Open the recording</source>
        <translation>Open the recording</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="65"/>
        <source>Show in folder</source>
        <translation>Show in folder</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="66"/>
        <source>Show the downloaded file in its folder</source>
        <translation>Show the downloaded file in its folder</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="69"/>
        <source>Download transcript</source>
        <translation>Download transcript</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="70"/>
        <source>Download the transcript (WebVTT) of this recording</source>
        <translation>Download the transcript (WebVTT) of this recording</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="74"/>
        <source>Delete the recording</source>
        <translation>Delete the recording</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="82"/>
        <source>Recording…</source>
        <translation>Recording…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="84"/>
        <source>Processing…</source>
        <translation>Processing…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="86"/>
        <source>Ready</source>
        <translation>Ready</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="105"/>
        <source>Saved to %1</source>
        <translation>Saved to %1</translation>
    </message>
</context>
<context>
    <name>RecordingsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="112"/>
        <source>The recording could not start</source>
        <translation>The recording could not start</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="113"/>
        <source>The recording could not stop</source>
        <translation>The recording could not stop</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="136"/>
        <source>The recordings could not be listed</source>
        <translation>The recordings could not be listed</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="188"/>
        <source>The recording could not be downloaded</source>
        <translation>The recording could not be downloaded</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="194"/>
        <source>%1: it is not ready yet.</source>
        <translation>%1: it is not ready yet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/recordings.py" line="262"/>
        <source>The recording could not be deleted</source>
        <translation>The recording could not be deleted</translation>
    </message>
</context>
<context>
    <name>RecordingsView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="136"/>
        <source>RECORD THIS MEETING</source>
        <translation>RECORD THIS MEETING</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="138"/>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="140"/>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="198"/>
        <source>Start recording</source>
        <translation>Start recording</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="145"/>
        <source>Recording time</source>
        <translation>Recording time</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="150"/>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="187"/>
        <source>The recording holds the composed picture and everyone&apos;s sound.</source>
        <translation>The recording holds the composed picture and everyone&apos;s sound.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="156"/>
        <source>RECORDINGS OF THIS ROOM</source>
        <translation>RECORDINGS OF THIS ROOM</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="163"/>
        <source>No recordings yet.</source>
        <translation>No recordings yet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="166"/>
        <source>Newer</source>
        <translation>Newer</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="166"/>
        <source>Show newer recordings</source>
        <translation>Show newer recordings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="169"/>
        <source>Older</source>
        <translation>Older</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="169"/>
        <source>Show older recordings</source>
        <translation>Show older recordings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="198"/>
        <source>Stop recording</source>
        <translation>Stop recording</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="214"/>
        <source>● REC %1</source>
        <translation>● REC %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="242"/>
        <source>Page %1</source>
        <translation>Page %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="268"/>
        <source>Transcript saved to %1</source>
        <translation>Transcript saved to %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="282"/>
        <source>Delete the recording?</source>
        <translation>Delete the recording?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="283"/>
        <source>The recording is deleted from the meeting service for everyone. Files you downloaded stay.</source>
        <translation>The recording is deleted from the meeting service for everyone. Files you downloaded stay.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/recordings.py" line="284"/>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="18"/>
        <source>%1: the meeting service cannot be reached.</source>
        <translation>%1: the meeting service cannot be reached.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="22"/>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="23"/>
        <source>%1: the service refused the API key.</source>
        <translation>%1: the service refused the API key.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="24"/>
        <source>%1: this meeting does not allow it.</source>
        <translation>%1: this meeting does not allow it.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="25"/>
        <source>%1 now: %2.</source>
        <translation>%1 now: %2.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="26"/>
        <source>%1: the meeting is over.</source>
        <translation>%1: the meeting is over.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/refusals.py" line="27"/>
        <source>%1: the API key is locked.</source>
        <translation>%1: the API key is locked.</translation>
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
        <translation>For a device on your network or this computer, allow it in Settings: &quot;Streams and webhooks may go to this computer and my network&quot;.</translation>
    </message>
</context>
<context>
    <name>SelfView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="25"/>
        <source>Camera off</source>
        <translation>Camera off</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="26"/>
        <source>Your camera</source>
        <translation>Your camera</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="27"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="31"/>
        <source>Drag to another corner</source>
        <translation>Drag to another corner</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="35"/>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="36"/>
        <source>Hide yourself</source>
        <translation>Hide yourself</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="43"/>
        <location filename="../../app/meetdesk/ui/views/self_view.py" line="44"/>
        <source>Show yourself</source>
        <translation>Show yourself</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="52"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="53"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="61"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="88"/>
        <source>Profile</source>
        <translation>Profile</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="94"/>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="95"/>
        <source>Display name</source>
        <translation>Display name</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="99"/>
        <source>Choose picture…</source>
        <translation>Choose picture…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="100"/>
        <source>Choose avatar picture</source>
        <translation>Choose avatar picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="102"/>
        <source>Use initials</source>
        <translation>Use initials</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="104"/>
        <source>Remove avatar picture</source>
        <translation>Remove avatar picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="113"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="115"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="131"/>
        <source>Remote service</source>
        <translation>Remote service</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="132"/>
        <source>Host meetings on a service instead of this computer. Leave the address empty to use the built-in engine.</source>
        <translation>Host meetings on a service instead of this computer. Leave the address empty to use the built-in engine.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="142"/>
        <source>Service address</source>
        <translation>Service address</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="145"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="146"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="149"/>
        <source>API key</source>
        <translation>API key</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="147"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="162"/>
        <source>Devices</source>
        <translation>Devices</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="163"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="165"/>
        <source>Camera preview</source>
        <translation>Camera preview</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="168"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="177"/>
        <source>Camera</source>
        <translation>Camera</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="170"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="179"/>
        <source>Microphone</source>
        <translation>Microphone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="182"/>
        <source>Microphone level</source>
        <translation>Microphone level</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="186"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="191"/>
        <source>Speaker</source>
        <translation>Speaker</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="187"/>
        <source>System default</source>
        <translation>System default</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="194"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="444"/>
        <source>Test speaker</source>
        <translation>Test speaker</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="195"/>
        <source>Play a test sound on the speaker</source>
        <translation>Play a test sound on the speaker</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="196"/>
        <source>Play a short sound on the chosen speaker</source>
        <translation>Play a short sound on the chosen speaker</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="223"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="224"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="226"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="421"/>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="228"/>
        <source>Save settings</source>
        <translation>Save settings</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="248"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="251"/>
        <source>Background</source>
        <translation>Background</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="252"/>
        <source>Blur or replace what is behind you, in meetings whose room allows it; the preview shows how you will look.</source>
        <translation>Blur or replace what is behind you, in meetings whose room allows it; the preview shows how you will look.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="254"/>
        <source>Dusk</source>
        <translation>Dusk</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="254"/>
        <source>Room</source>
        <translation>Room</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="254"/>
        <source>Mountains</source>
        <translation>Mountains</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="255"/>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="256"/>
        <source>Blur</source>
        <translation>Blur</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="260"/>
        <source>The room&apos;s picture</source>
        <translation>The room&apos;s picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="267"/>
        <source>Your picture…</source>
        <translation>Your picture…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="268"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="293"/>
        <source>Choose a background picture</source>
        <translation>Choose a background picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="281"/>
        <source>Background effects are not available: %1</source>
        <translation>Background effects are not available: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="294"/>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="302"/>
        <source>This background cannot be used: %1</source>
        <translation>This background cannot be used: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="317"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="327"/>
        <source>Echo cancellation</source>
        <translation>Echo cancellation</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="318"/>
        <source>Removes the others&apos; voices coming back from your speakers</source>
        <translation>Removes the others&apos; voices coming back from your speakers</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="319"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="329"/>
        <source>Noise suppression</source>
        <translation>Noise suppression</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="320"/>
        <source>Lowers steady background noise such as fans</source>
        <translation>Lowers steady background noise such as fans</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="321"/>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="328"/>
        <source>Automatic gain</source>
        <translation>Automatic gain</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="322"/>
        <source>Evens out your volume, so a quiet voice is heard</source>
        <translation>Evens out your volume, so a quiet voice is heard</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="335"/>
        <source>For music, switch these off: it is then sent as it is played.</source>
        <translation>For music, switch these off: it is then sent as it is played.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="342"/>
        <source>Sound processing is unavailable (%1).</source>
        <translation>Sound processing is unavailable (%1).</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="354"/>
        <source>Test card</source>
        <translation>Test card</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="354"/>
        <source>Tone</source>
        <translation>Tone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="355"/>
        <source>%1 (synthetic)</source>
        <translation>%1 (synthetic)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="358"/>
        <source>Choose a picture</source>
        <translation>Choose a picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="359"/>
        <source>Images (*.png *.jpg *.jpeg *.webp *.svg)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp *.svg)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="414"/>
        <source>Checking the service…</source>
        <translation>Checking the service…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="425"/>
        <source>Save anyway</source>
        <translation>Save anyway</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="434"/>
        <source>Playing…</source>
        <translation>Playing…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="488"/>
        <source>The service at %1 cannot be reached. Check the address and that the service runs.</source>
        <translation>The service at %1 cannot be reached. Check the address and that the service runs.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="492"/>
        <source>The service refused this API key.</source>
        <translation>The service refused this API key.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="493"/>
        <source>The service answered with an error: %1</source>
        <translation>The service answered with an error: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/settings_dialog.py" line="496"/>
        <source>This is not a web address: %1</source>
        <translation>This is not a web address: %1</translation>
    </message>
</context>
<context>
    <name>ShareController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/share.py" line="55"/>
        <source>Could not change the presentation: %1</source>
        <translation>Could not change the presentation: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/share.py" line="70"/>
        <source>Your presentation ended</source>
        <translation>Your presentation ended</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/share.py" line="73"/>
        <source>%1 is presenting</source>
        <translation>%1 is presenting</translation>
    </message>
</context>
<context>
    <name>SharePicker</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="44"/>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="45"/>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="50"/>
        <source>Share your screen</source>
        <translation>Share your screen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="54"/>
        <source>Choose a screen or a window. The others see it instead of your camera until you stop sharing.</source>
        <translation>Choose a screen or a window. The others see it instead of your camera until you stop sharing.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="67"/>
        <source>Screens and windows</source>
        <translation>Screens and windows</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="71"/>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="74"/>
        <source>Present: show it large to everyone</source>
        <translation>Present: show it large to everyone</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="72"/>
        <source>The meeting&apos;s picture shows your screen in the big place while you share</source>
        <translation>The meeting&apos;s picture shows your screen in the big place while you share</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="78"/>
        <source>Refresh</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="80"/>
        <source>Refresh the list</source>
        <translation>Refresh the list</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="84"/>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="85"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="88"/>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="90"/>
        <source>Share the chosen screen</source>
        <translation>Share the chosen screen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="99"/>
        <source>Screen</source>
        <translation>Screen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="99"/>
        <source>Window</source>
        <translation>Window</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="99"/>
        <source>Test screen</source>
        <translation>Test screen</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/share_picker.py" line="102"/>
        <source>Test screen (no display needed)</source>
        <translation>Test screen (no display needed)</translation>
    </message>
</context>
<context>
    <name>SnapshotCard</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="29"/>
        <source>Loading…</source>
        <translation>Loading…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="33"/>
        <source>Snapshot picture</source>
        <translation>Snapshot picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="40"/>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="40"/>
        <source>Save the snapshot to the downloads folder</source>
        <translation>Save the snapshot to the downloads folder</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="43"/>
        <source>Show the saved snapshot in its folder</source>
        <translation>Show the saved snapshot in its folder</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="47"/>
        <source>Delete the snapshot</source>
        <translation>Delete the snapshot</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="59"/>
        <source>No picture</source>
        <translation>No picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="63"/>
        <source>Saved to %1</source>
        <translation>Saved to %1</translation>
    </message>
</context>
<context>
    <name>SnapshotsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/snapshots.py" line="97"/>
        <source>The snapshot could not be taken</source>
        <translation>The snapshot could not be taken</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/snapshots.py" line="107"/>
        <source>The snapshot could not be saved</source>
        <translation>The snapshot could not be saved</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/snapshots.py" line="109"/>
        <source>%1: it has no download address.</source>
        <translation>%1: it has no download address.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/snapshots.py" line="140"/>
        <source>The snapshot could not be deleted</source>
        <translation>The snapshot could not be deleted</translation>
    </message>
</context>
<context>
    <name>SnapshotsView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="81"/>
        <source>SNAPSHOTS</source>
        <translation>SNAPSHOTS</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="83"/>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="85"/>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="112"/>
        <source>Take snapshot</source>
        <translation>Take snapshot</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="90"/>
        <source>A snapshot is a picture of the composed meeting, as everyone sees it.</source>
        <translation>A snapshot is a picture of the composed meeting, as everyone sees it.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="102"/>
        <source>No snapshots yet.</source>
        <translation>No snapshots yet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="112"/>
        <source>Taking…</source>
        <translation>Taking…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="138"/>
        <source>Saved to %1</source>
        <translation>Saved to %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="152"/>
        <source>Delete the snapshot?</source>
        <translation>Delete the snapshot?</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="153"/>
        <source>The snapshot is deleted from the meeting service. Saved files stay.</source>
        <translation>The snapshot is deleted from the meeting service. Saved files stay.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/snapshots.py" line="154"/>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
</context>
<context>
    <name>StreamsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="111"/>
        <source>The live stream could not start</source>
        <translation>The live stream could not start</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="113"/>
        <source>%1: the stream URL must start with rtmp:// or rtmps://.</source>
        <translation>%1: the stream URL must start with rtmp:// or rtmps://.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="131"/>
        <source>The live stream could not stop</source>
        <translation>The live stream could not stop</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="136"/>
        <source>%1 (participant)</source>
        <translation>%1 (participant)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="139"/>
        <source>The composed meeting</source>
        <translation>The composed meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="142"/>
        <source>%1 (playback)</source>
        <translation>%1 (playback)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="151"/>
        <source>The forward could not start</source>
        <translation>The forward could not start</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="153"/>
        <source>%1: forwarding needs the service&apos;s API key.</source>
        <translation>%1: forwarding needs the service&apos;s API key.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="156"/>
        <source>%1: the WHIP URL must start with http:// or https://.</source>
        <translation>%1: the WHIP URL must start with http:// or https://.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="191"/>
        <source>The forward could not stop</source>
        <translation>The forward could not stop</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="193"/>
        <source>it had ended already</source>
        <translation>it had ended already</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="228"/>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="243"/>
        <source>the playback ended</source>
        <translation>the playback ended</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="242"/>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="255"/>
        <source>the participant left the call</source>
        <translation>the participant left the call</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="244"/>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="261"/>
        <source>the meeting ended</source>
        <translation>the meeting ended</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="245"/>
        <source>its source ended</source>
        <translation>its source ended</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/streams.py" line="246"/>
        <source>the connection to the destination failed</source>
        <translation>the connection to the destination failed</translation>
    </message>
</context>
<context>
    <name>StreamsView</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="31"/>
        <source>LIVE STREAM</source>
        <translation>LIVE STREAM</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="38"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="44"/>
        <source>Stream URL</source>
        <translation>Stream URL</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="47"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="48"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="159"/>
        <source>Player URL</source>
        <translation>Player URL</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="51"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="169"/>
        <source>Go live</source>
        <translation>Go live</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="53"/>
        <source>Start the live stream</source>
        <translation>Start the live stream</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="67"/>
        <source>FORWARD TO A WHIP ENDPOINT</source>
        <translation>FORWARD TO A WHIP ENDPOINT</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="73"/>
        <source>What to forward</source>
        <translation>What to forward</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="74"/>
        <source>Forward</source>
        <translation>Forward</translation>
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
        <translation>Sound and picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="77"/>
        <source>Picture only</source>
        <translation>Picture only</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="78"/>
        <source>Sound only</source>
        <translation>Sound only</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="83"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="84"/>
        <source>WHIP URL</source>
        <translation>WHIP URL</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="87"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="89"/>
        <source>Start forward</source>
        <translation>Start forward</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="93"/>
        <source>Clear ended</source>
        <translation>Clear ended</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="93"/>
        <source>Remove ended forwards from the list</source>
        <translation>Remove ended forwards from the list</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="101"/>
        <source>No forwards started from here.</source>
        <translation>No forwards started from here.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="126"/>
        <source>The composed meeting</source>
        <translation>The composed meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="127"/>
        <source>Participant: %1</source>
        <translation>Participant: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="128"/>
        <source>Playback: %1</source>
        <translation>Playback: %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="147"/>
        <source>● LIVE</source>
        <translation>● LIVE</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="151"/>
        <source>Live on %1</source>
        <translation>Live on %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="158"/>
        <source>No player URL</source>
        <translation>No player URL</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="162"/>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="197"/>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="162"/>
        <source>Stop the live stream</source>
        <translation>Stop the live stream</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="169"/>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="174"/>
        <source>starting…</source>
        <translation>starting…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="174"/>
        <source>running</source>
        <translation>running</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="174"/>
        <source>stopped</source>
        <translation>stopped</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="175"/>
        <source>ended</source>
        <translation>ended</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="175"/>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="184"/>
        <source>Forward state</source>
        <translation>Forward state</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="190"/>
        <source>sound and picture</source>
        <translation>sound and picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="190"/>
        <source>picture</source>
        <translation>picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="191"/>
        <source>sound</source>
        <translation>sound</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="192"/>
        <source>%1 to %2</source>
        <translation>%1 to %2</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="197"/>
        <source>Stop this forward</source>
        <translation>Stop this forward</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="222"/>
        <source>Hide the stream URL</source>
        <translation>Hide the stream URL</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/host/streams.py" line="222"/>
        <source>Show the stream URL</source>
        <translation>Show the stream URL</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="68"/>
        <source>● REC</source>
        <translation>● REC</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="70"/>
        <source>This meeting is being recorded</source>
        <translation>This meeting is being recorded</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="71"/>
        <source>Recording</source>
        <translation>Recording</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="74"/>
        <source>Locked</source>
        <translation>Locked</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="76"/>
        <source>Nobody new can join this meeting</source>
        <translation>Nobody new can join this meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="77"/>
        <source>Meeting locked</source>
        <translation>Meeting locked</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="83"/>
        <source>Video mode</source>
        <translation>Video mode</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="91"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="92"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="152"/>
        <source>Connection details</source>
        <translation>Connection details</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="98"/>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="182"/>
        <source>No video received yet.</source>
        <translation>No video received yet.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="99"/>
        <source>Video statistics</source>
        <translation>Video statistics</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="109"/>
        <source>Connection state</source>
        <translation>Connection state</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="113"/>
        <source>Meeting</source>
        <translation>Meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="123"/>
        <source>Joining…</source>
        <translation>Joining…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="123"/>
        <source>Waiting for the meeting…</source>
        <translation>Waiting for the meeting…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="124"/>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="124"/>
        <source>Connected</source>
        <translation>Connected</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="125"/>
        <source>Reconnecting…</source>
        <translation>Reconnecting…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="125"/>
        <source>Disconnected</source>
        <translation>Disconnected</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="134"/>
        <source>Composed picture</source>
        <translation>Composed picture</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="135"/>
        <source>The meeting server combines everyone&apos;s video into one picture. The small view shows your own camera.</source>
        <translation>The meeting server combines everyone&apos;s video into one picture. The small view shows your own camera.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="138"/>
        <source>Direct video</source>
        <translation>Direct video</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="139"/>
        <source>You see the other participant&apos;s own video.</source>
        <translation>You see the other participant&apos;s own video.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="159"/>
        <source>Good connection</source>
        <translation>Good connection</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="159"/>
        <source>Fair connection</source>
        <translation>Fair connection</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="160"/>
        <source>Poor connection</source>
        <translation>Poor connection</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="172"/>
        <source>%1 % of packets lost</source>
        <translation>%1 % of packets lost</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="174"/>
        <source>round trip %1 ms</source>
        <translation>round trip %1 ms</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="177"/>
        <source>The picture is %1 s behind.</source>
        <translation>The picture is %1 s behind.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="179"/>
        <source>Video: %1 frames a second</source>
        <translation>Video: %1 frames a second</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/meeting_bars.py" line="180"/>
        <source>Frames received %1, painted %2, dropped %3</source>
        <translation>Frames received %1, painted %2, dropped %3</translation>
    </message>
</context>
<context>
    <name>TranscriptPanel</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="200"/>
        <source>TRANSCRIPT</source>
        <translation>TRANSCRIPT</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="203"/>
        <source>Save…</source>
        <translation>Save…</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="204"/>
        <source>Save the transcript as WebVTT or text</source>
        <translation>Save the transcript as WebVTT or text</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="209"/>
        <source>No captions yet.
What is said appears here while captions are on.</source>
        <translation>No captions yet.
What is said appears here while captions are on.</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="216"/>
        <source>Transcript</source>
        <translation>Transcript</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="247"/>
        <source>WebVTT captions (*.vtt)</source>
        <translation>WebVTT captions (*.vtt)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="247"/>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/captions.py" line="248"/>
        <source>Save the transcript</source>
        <translation>Save the transcript</translation>
    </message>
</context>
<context>
    <name>TranscriptsController</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/host/transcripts.py" line="74"/>
        <source>The transcript could not be downloaded</source>
        <translation>The transcript could not be downloaded</translation>
    </message>
</context>
<context>
    <name>WaitingNotice</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="33"/>
        <source>Guests waiting for you</source>
        <translation>Guests waiting for you</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="62"/>
        <source>Start the meeting</source>
        <translation>Start the meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="64"/>
        <source>Start the meeting %1</source>
        <translation>Start the meeting %1</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="74"/>
        <source>your meeting room</source>
        <translation>your meeting room</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="76"/>
        <source>%1 is waiting for you in %2.</source>
        <translation>%1 is waiting for you in %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="77"/>
        <source>%1 and %n others are waiting for you in %2.</source>
        <translation>
            <numerusform>%1 and %n other are waiting for you in %2.</numerusform>
            <numerusform>%1 and %n others are waiting for you in %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WaitingWiring</name>
    <message>
        <location filename="../../app/meetdesk/ui/views/waiting_notice.py" line="125"/>
        <source>Someone is waiting for you</source>
        <translation>Someone is waiting for you</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="11"/>
        <source>the service cannot be reached</source>
        <translation>the service cannot be reached</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="26"/>
        <source>this room does not allow it (the room&apos;s options switch it off)</source>
        <translation>this room does not allow it (the room&apos;s options switch it off)</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="28"/>
        <source>the service cannot do that right now</source>
        <translation>the service cannot do that right now</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="30"/>
        <source>the meeting has ended</source>
        <translation>the meeting has ended</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="32"/>
        <source>the service no longer knows this meeting</source>
        <translation>the service no longer knows this meeting</translation>
    </message>
    <message>
        <location filename="../../app/meetdesk/ui/controllers/errors.py" line="34"/>
        <source>the service account is locked</source>
        <translation>the service account is locked</translation>
    </message>
</context>
<context>
    <name>meetdesk</name>
    <message>
        <location filename="../../app/meetdesk/ui/app.py" line="456"/>
        <source>Host a meeting</source>
        <translation>Host a meeting</translation>
    </message>
</context>
</TS>
