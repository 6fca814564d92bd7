"""The layout of a meeting's composed picture and its presentation: POST /rooms/<ACCESS_KEY>/layout and
POST/DELETE /rooms/<ACCESS_KEY>/presentation (the routes are engine/http/layout.py; the geometry and the
request rules are engine/media/layouts.py).

A layout request answers 405 when options[layout_available] is false and 400 with the rule it broke; then
nothing changes. Applied, it updates the meeting's options (the echo fields below, as GET /rooms/<key>, the
realtime room_setup and the observer show them), stores them with the meeting, emits ``options_update`` and
hands the settings to the media (``meeting.media.set_layout``).

The echo keeps the shapes the public clients parse (android's MeetingOptionsDto): ``layout`` "auto" or
"custom", ``layout_name`` a string or null, ``layout_users`` a list of strings or null, ``layout_map`` a list of
[x, y, width, height] integer lists or null (the fit stays with the media: android reads the map as lists of
integers and drops entries that are not four long), ``voice_activation`` and ``show_names`` booleans, and
``audio_insert`` / ``audio_insert_position`` {x, y} as at room creation.

The presentation is who presents: POST makes the caller the presenter (a later POST by someone else takes
over), DELETE ends it (also when nobody presents). Each change emits ``presentation_update`` with the meeting's
presentation object ({room, user}, or null) and moves the presenter into the big slot of the picture
(``meeting.media.set_presenter``).
"""
from __future__ import annotations

from typing import Any

from meetdesk.api.errors import ApiError
from meetdesk.api.models import Options, Presentation
from meetdesk.engine.media.layouts import (LayoutError, LayoutSettings, canvas_size, parse_layout,
                                           settings_from_options)
from meetdesk.engine.meetings import Meeting, Participant
from meetdesk.engine.store import Store


def layout_options(settings: LayoutSettings) -> dict[str, Any]:
    """The room options that echo a layout (module doc)."""
    return {
        "layout": settings.layout,
        "layout_name": settings.name,
        "layout_users": list(settings.users) or None,
        "layout_map": [[s.x, s.y, s.w, s.h] for s in settings.map] if settings.map is not None else None,
        "voice_activation": settings.voice_activation,
        "show_names": settings.show_names,
        "audio_insert": settings.audio_insert,
        "audio_insert_position": {"x": settings.audio_insert_position[0], "y": settings.audio_insert_position[1]},
    }


class MeetingLayout:
    """Applies layout requests and presentation changes to running meetings."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def check_available(self, meeting: Meeting) -> None:
        """405 when the meeting's options do not allow layout updates."""
        if not meeting.options.get("layout_available", True):
            raise ApiError(405, "layout updates are not available in this meeting "
                                "(options[layout_available] is false)")

    def settings(self, meeting: Meeting) -> LayoutSettings:
        """The meeting's layout now: the last one applied, else the one of its room options."""
        current = meeting.media.layout
        return current if isinstance(current, LayoutSettings) else settings_from_options(meeting.options)

    def apply(self, meeting: Meeting, params: dict[str, Any]) -> LayoutSettings:
        """Apply a layout request (405 not available, 400 invalid: nothing changed) and return the settings."""
        self.check_available(meeting)
        try:
            settings = parse_layout(params, self.settings(meeting), canvas_size(meeting.widescreen))
        except LayoutError as err:
            raise ApiError(400, str(err)) from None
        options = {**meeting.options, **layout_options(settings)}
        store = self.store
        store.set_instance_options(meeting.conf_id, options)
        previous_options, previous_layout = meeting.options, meeting.media.layout
        meeting.options = options

        def undo() -> None:
            meeting.options = previous_options
            meeting.media.set_layout(previous_layout)

        store.on_rollback(undo)
        meeting.media.set_layout(settings)
        meeting.emit("options_update", options=Options.from_json(options).to_json())
        return settings

    def present(self, meeting: Meeting, participant: Participant) -> None:
        """The caller presents from now on (taking over from anyone who did)."""
        presentation = Presentation(room=meeting.summary(), user=participant.summary())
        self._set_presenter(meeting, presentation, participant.user_id)

    def stop_presenting(self, meeting: Meeting) -> None:
        """Nobody presents any more; an update only when somebody did."""
        if meeting.presentation is None and meeting.media.presenter is None:
            return
        self._set_presenter(meeting, None, None)

    def _set_presenter(self, meeting: Meeting, presentation: Presentation | None, user_id: str | None) -> None:
        """The meeting's presentation object and the media's presenter become these (both restored if the request's
        transaction rolls back), and the meeting hears of it (presentation_update)."""
        previous, previous_presenter = meeting.presentation, meeting.media.presenter
        meeting.presentation = presentation

        def undo() -> None:
            meeting.presentation = previous
            meeting.media.set_presenter(previous_presenter)

        self.store.on_rollback(undo)
        meeting.media.set_presenter(user_id)
        meeting.emit("presentation_update", presentation=presentation.to_json() if presentation is not None else None)
