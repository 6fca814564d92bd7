"""Messages: chat and custom messages a participant posts to its meeting (POST /rooms/<ACCESS_KEY>/messages).

A message is not stored: it is a meeting event ("chat" or "custom") that the real-time hub and signaling
deliver to the participants.
"""
from __future__ import annotations

import uuid
from typing import Any

from meetdesk.api.errors import ApiError
from meetdesk.api.input_rules import MAX_TEXT, check_text
from meetdesk.engine.meetings import Meeting, Participant, iso_now

MESSAGE_TYPES = ("chat", "custom")


class Messages:
    """Checks a message and hands it to the meeting's participants."""

    def post(self, meeting: Meeting, participant: Participant, type_: Any, content: Any) -> None:
        """400 for another type than chat or custom, and for content that is missing or not a string."""
        if type_ not in MESSAGE_TYPES:
            raise ApiError(400, "type must be chat or custom")
        if isinstance(content, (dict, list)):
            raise ApiError(400, "content must be a string")
        if content is None or str(content) == "":
            raise ApiError(400, "content is required")
        content = check_text(str(content), "content", MAX_TEXT)
        meeting.emit(type_, id=uuid.uuid4().hex, content=content, user_id=participant.user_id,
                     cid=participant.client_id, created_at=iso_now())
