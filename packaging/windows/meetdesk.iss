; Inno Setup script of the Windows installer (per user, no administrator rights). Build the frozen app first
; on Windows (`pyinstaller --noconfirm --distpath dist --workpath build\pyinstaller packaging\meetdesk.spec`
; from the source tree, after `python packaging\make_icons.py build\icons`), then:
;
;   iscc /DAppVersion=0.1.0 packaging\windows\meetdesk.iss      -> dist\meetdesk-0.1.0-windows-setup.exe
;
; It installs dist\meetdesk\ into the user's programs folder, a Start menu entry, and registers the
; meetdesk:// scheme for the current user (what meetdesk-url.reg holds, with the installed path); the
; uninstaller removes all of it.
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{6E0B7A52-3C8D-4B7B-9C55-2E4C0F1D8A11}
AppName=MeetDesk
AppVersion={#AppVersion}
AppPublisher=MeetDesk
DefaultDirName={localappdata}\Programs\MeetDesk
DefaultGroupName=MeetDesk
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
OutputDir=..\..\dist
OutputBaseFilename=meetdesk-{#AppVersion}-windows-setup
SetupIconFile=..\..\build\icons\meetdesk.ico
UninstallDisplayIcon={app}\meetdesk.exe
Compression=lzma2
SolidCompression=yes
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes

[Files]
Source: "..\..\dist\meetdesk\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{userprograms}\MeetDesk"; Filename: "{app}\meetdesk.exe"
; the Start menu's "Host a meeting", as the Linux desktop entry's action (`meetdesk host`)
Name: "{userprograms}\Host a MeetDesk meeting"; Filename: "{app}\meetdesk.exe"; Parameters: "host"; IconFilename: "{app}\meetdesk.exe"
Name: "{userdesktop}\MeetDesk"; Filename: "{app}\meetdesk.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; Flags: unchecked

; meetdesk:// links (as windows\meetdesk-url.reg, per user), removed again by the uninstaller.
[Registry]
Root: HKCU; Subkey: "Software\Classes\meetdesk"; ValueType: string; ValueName: ""; ValueData: "URL:MeetDesk meeting link"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\meetdesk"; ValueType: string; ValueName: "URL Protocol"; ValueData: ""
Root: HKCU; Subkey: "Software\Classes\meetdesk\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\meetdesk.exe"",0"
Root: HKCU; Subkey: "Software\Classes\meetdesk\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\meetdesk.exe"" ""%1"""

[Run]
Filename: "{app}\meetdesk.exe"; Description: "{cm:LaunchProgram,MeetDesk}"; Flags: nowait postinstall skipifsilent
