"""Secret tokens handed out in links (access keys, guest tokens, permalink user tokens)."""
from __future__ import annotations

import secrets
import string

ALPHABET = string.ascii_letters + string.digits


def new_token(length: int = 24) -> str:
    """A random token of letters and digits (24 chars = 142 bits).

    Letters and digits only: the public browser library strips every non-word character from the token
    it is given (ComApi: ``token.replace(/\\W+/g, '')``), so a token containing ``-`` would be mangled.
    """
    return "".join(secrets.choice(ALPHABET) for _ in range(length))
