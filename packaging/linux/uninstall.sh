#!/bin/sh
# Removes what install.sh put in this user's directories, and only that: the app folder, the link in
# ~/.local/bin, the desktop entry, the icons, the meetdesk:// handler line (the one before the install comes
# back), and the directories install.sh had to create. Run ~/.local/lib/meetdesk/uninstall.sh.
set -eu
DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}
CONFIG_HOME=${XDG_CONFIG_HOME:-$HOME/.config}
APP_DIR=$HOME/.local/lib/meetdesk
APPS_DIR=$DATA_HOME/applications
MIMEAPPS=$CONFIG_HOME/mimeapps.list
SCHEME=x-scheme-handler/meetdesk
MANIFEST=$APP_DIR/.install-manifest

[ -f "$MANIFEST" ] || { echo "uninstall.sh: MeetDesk is not installed in $APP_DIR" >&2; exit 1; }

# The handler line: removed, or the one that was there before the install put back.
if [ -f "$MIMEAPPS" ]; then
  previous=$(sed -n 's/^mimeapps existed //p' "$MANIFEST")
  tmp=$(mktemp)
  awk -v prefix="$SCHEME=" -v previous="$previous" '
    index($0, prefix) == 1 { if (previous != "" && previous != "none") print previous; next }
    { print }' "$MIMEAPPS" >"$tmp"
  cat "$tmp" >"$MIMEAPPS"
  rm -f "$tmp"
  # A file the install created, now holding nothing but section headers: removed.
  if grep -qx 'mimeapps created' "$MANIFEST" && ! grep -qv '^\(\[.*\]\)\{0,1\}$' "$MIMEAPPS"; then
    rm -f "$MIMEAPPS"
  fi
fi

sed -n 's/^file //p' "$MANIFEST" | while IFS= read -r f; do rm -f "$f"; done
if grep -qx 'mimeinfo created' "$MANIFEST"; then
  rm -f "$APPS_DIR/mimeinfo.cache"
elif grep -qx 'mimeinfo existed' "$MANIFEST" && command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database "$APPS_DIR" >/dev/null 2>&1 || true
fi

dirs=$(sed -n 's/^dir //p' "$MANIFEST")
rm -rf "$APP_DIR"
# Deepest first; a directory that holds something else by now stays.
printf '%s\n' "$dirs" | awk '{ a[NR] = $0 } END { for (i = NR; i > 0; i--) print a[i] }' |
  while IFS= read -r d; do [ -n "$d" ] && rmdir "$d" 2>/dev/null || true; done
echo "MeetDesk removed"
