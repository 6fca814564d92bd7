#!/bin/sh
# Installs MeetDesk for the current user (no root): run it from the unpacked bundle.
#
#   ./install.sh
#
# Puts, and records in the app's folder (.install-manifest) for uninstall.sh:
#   ~/.local/lib/meetdesk/                                    the app (the frozen folder) and uninstall.sh
#   ~/.local/bin/meetdesk                                     a link to the app's binary
#   $XDG_DATA_HOME/applications/meetdesk.desktop              its desktop entry (Exec: the absolute path)
#   $XDG_DATA_HOME/icons/hicolor/{scalable,256x256}/apps/     its icon
#   $XDG_CONFIG_HOME/mimeapps.list                            x-scheme-handler/meetdesk=meetdesk.desktop
#                                                              (through xdg-mime: meetdesk:// links open it)
# Running it again replaces an earlier install (uninstalling that one first).
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}
CONFIG_HOME=${XDG_CONFIG_HOME:-$HOME/.config}
APP_DIR=$HOME/.local/lib/meetdesk
BIN_DIR=$HOME/.local/bin
APPS_DIR=$DATA_HOME/applications
SVG_DIR=$DATA_HOME/icons/hicolor/scalable/apps
PNG_DIR=$DATA_HOME/icons/hicolor/256x256/apps
MIMEAPPS=$CONFIG_HOME/mimeapps.list
SCHEME=x-scheme-handler/meetdesk

[ -x "$HERE/meetdesk/meetdesk" ] || { echo "install.sh: run it from the unpacked MeetDesk bundle" >&2; exit 1; }
if [ -f "$APP_DIR/.install-manifest" ]; then
  "$APP_DIR/uninstall.sh" >/dev/null
fi

MANIFEST_TMP=$(mktemp)
trap 'rm -f "$MANIFEST_TMP"' EXIT
note() { printf '%s\n' "$*" >>"$MANIFEST_TMP"; }

# Directories that did not exist are noted (deepest last) so that uninstall.sh removes them again.
make_dir() {
  missing=""
  d=$1
  while [ ! -d "$d" ]; do missing="$d
$missing"; d=$(dirname "$d"); done
  printf '%s' "$missing" | while IFS= read -r m; do [ -n "$m" ] && mkdir "$m" && note "dir $m"; done
  return 0
}

make_dir "$APP_DIR"
cp -a "$HERE/meetdesk/." "$APP_DIR/"
cp "$HERE/uninstall.sh" "$APP_DIR/uninstall.sh"
chmod +x "$APP_DIR/uninstall.sh"

make_dir "$BIN_DIR"
if [ ! -e "$BIN_DIR/meetdesk" ] && [ ! -L "$BIN_DIR/meetdesk" ]; then
  ln -s "$APP_DIR/meetdesk" "$BIN_DIR/meetdesk"
  note "file $BIN_DIR/meetdesk"
fi

make_dir "$APPS_DIR"
sed -e "s|^Exec=.*|Exec=\"$APP_DIR/meetdesk\" %u|" -e "s|^TryExec=.*|TryExec=$APP_DIR/meetdesk|" \
  "$HERE/meetdesk.desktop" >"$APPS_DIR/meetdesk.desktop"
note "file $APPS_DIR/meetdesk.desktop"
make_dir "$SVG_DIR"
cp "$HERE/meetdesk.svg" "$SVG_DIR/meetdesk.svg"
note "file $SVG_DIR/meetdesk.svg"
make_dir "$PNG_DIR"
cp "$HERE/meetdesk.png" "$PNG_DIR/meetdesk.png"
note "file $PNG_DIR/meetdesk.png"

# The scheme handler. What mimeapps.list said before is noted, so that uninstall.sh puts it back.
if [ -f "$MIMEAPPS" ]; then
  previous=$(grep "^$SCHEME=" "$MIMEAPPS" | head -n 1 || true)
  note "mimeapps existed ${previous:-none}"
else
  make_dir "$CONFIG_HOME"
  note "mimeapps created"
fi
if command -v update-desktop-database >/dev/null 2>&1; then
  [ -e "$APPS_DIR/mimeinfo.cache" ] && note "mimeinfo existed" || note "mimeinfo created"
  update-desktop-database "$APPS_DIR" >/dev/null 2>&1 || true
fi
if command -v xdg-mime >/dev/null 2>&1; then
  xdg-mime default meetdesk.desktop "$SCHEME"
else   # what xdg-mime writes on a desktop it does not know
  [ -f "$MIMEAPPS" ] || printf '[Default Applications]\n' >"$MIMEAPPS"
  grep -q '^\[Default Applications\]' "$MIMEAPPS" || printf '[Default Applications]\n' >>"$MIMEAPPS"
  sed -i "/^$(printf '%s' "$SCHEME" | sed 's|/|\\/|g')=/d" "$MIMEAPPS"
  sed -i "s|^\[Default Applications\]\$|[Default Applications]\n$SCHEME=meetdesk.desktop|" "$MIMEAPPS"
fi

cp "$MANIFEST_TMP" "$APP_DIR/.install-manifest"
echo "MeetDesk installed in $APP_DIR; meetdesk:// links open it. Remove it with $APP_DIR/uninstall.sh"
case ":$PATH:" in *":$BIN_DIR:"*) ;; *) echo "(add $BIN_DIR to PATH to start it as 'meetdesk')";; esac
