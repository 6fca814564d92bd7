"""Controllers: glue between views and the client library (no widgets here); each view in ui/views has the
controller of the same stem (meeting_window -> meeting, people_panel -> people, host/permalinks ->
host/permalinks)."""
