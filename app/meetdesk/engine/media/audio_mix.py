"""provisional mix-minus (replaced by the full module)"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass
class MixResult:
    everyone: np.ndarray
    minus: dict
    contributors: list


class MixMinus:
    def __init__(self, *, sample_rate: int = 48000, max_mixed: int = 6) -> None:
        self.samples = sample_rate // 50

    def mix(self, frames):  # type: ignore[no-untyped-def]
        contributors = [k for k, f in frames.items() if np.abs(f).max() > 0.001]
        total = np.zeros(self.samples, np.float32)
        for k in contributors:
            total += frames[k]
        minus = {k: np.clip(total - frames[k], -1, 1) for k in contributors}
        return MixResult(np.clip(total, -1, 1), minus, contributors)
