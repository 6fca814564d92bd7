# Builds the frozen app and the installer on Windows (not run here: the Linux build is built and tested on
# this project's machines). Needs Python 3.11 and Inno Setup 6 (iscc on PATH).
#   powershell -ExecutionPolicy Bypass -File packaging\build-windows.ps1
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..")
if (-not (Test-Path .venv)) { py -3.11 -m venv .venv }
.venv\Scripts\python -m pip install -q -e ".[freeze]"
.venv\Scripts\python packaging\make_icons.py build\icons
.venv\Scripts\python -c "from PIL import Image; Image.open('build/icons/meetdesk.png').save('build/icons/meetdesk.ico', sizes=[(16,16),(32,32),(48,48),(256,256)])"
.venv\Scripts\python -m PyInstaller --noconfirm --clean --distpath dist --workpath build\pyinstaller packaging\meetdesk.spec
$version = .venv\Scripts\python -c "import meetdesk; print(meetdesk.__version__)"
iscc "/DAppVersion=$version" packaging\windows\meetdesk.iss
