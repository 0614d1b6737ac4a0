"""The player's settings: language, pace, motion, hints, card size; stored as one JSON value.

Anything unknown or malformed in the stored value falls back to its default, field by field,
so an old or hand-edited settings entry never stops the page from starting.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

from kartentisch.engine.saves import MAX_NAME_LENGTH
from kartentisch.ui.render.i18n import DEFAULT_LANG, LANGUAGES

SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "off")
MOTION: tuple[str, ...] = ("system", "on", "off")
CARD_SIZES: tuple[str, ...] = ("normal", "large")
THEMES: tuple[str, ...] = ("system", "light", "dark")
BOT_PAUSE_MS: dict[str, int] = {"slow": 1200, "normal": 700, "fast": 300, "off": 0}
"""The pause before each bot action, so a person can follow what happens."""
ANIMATION_MS: dict[str, int] = {"slow": 450, "normal": 260, "fast": 140, "off": 0}


def own_name(value: object) -> str:
    """A stored name as a seat may carry it (spaces collapsed, the saves' length), else ""."""
    if not isinstance(value, str):
        return ""
    name = " ".join(value.split())
    return name if len(name) <= MAX_NAME_LENGTH else ""


@dataclass(frozen=True)
class Settings:
    lang: str = DEFAULT_LANG
    speed: str = "normal"
    reduced_motion: str = "system"
    """"system" follows the device's prefers-reduced-motion; "on"/"off" override it."""
    assist: bool = False
    """Hints for where a card fits: off by default, as at a real table (rules of all games)."""
    cards: str = "normal"
    """The own hand's cards: "large" asks the table for a quarter more (``static/js/fit.js``)
    for players who want to read them from farther away."""
    theme: str = "system"
    """Light or dark, or "system": as the device is set (``prefers-color-scheme``)."""
    autoplay: bool = True
    """Moves without a choice play themselves at the bots' pace (``ui.table.pace``; today the
    Eselspiel's turning and keeping). On for a new player; a player whose settings were stored
    before it existed keeps playing every move by hand until they switch it on."""
    name: str = ""
    """The player's own name: asked once (the first new game's own seat, or the settings),
    then the default name of the own seat and of a guided game's learner, and the host's
    seat in a game on several devices. "" until given."""
    sound: bool = False
    """Short sounds and vibrations for the own turn, news and a round's end
    (``static/js/sound.js``): off until chosen, a phone on the table may be in company."""

    @classmethod
    def from_json(cls, text: str | None, default_lang: str = DEFAULT_LANG) -> Settings:
        """``default_lang``: the language when none is stored (the browser's, see
        ``i18n.browser_lang``)."""
        try:
            data = json.loads(text) if text else {}
        except ValueError:
            data = {}
        if not isinstance(data, dict):
            data = {}
        return cls.from_dict(data, default_lang)

    @classmethod
    def from_dict(cls, data: dict[str, Any], default_lang: str = DEFAULT_LANG) -> Settings:
        lang = data.get("lang")
        if default_lang not in LANGUAGES:
            default_lang = DEFAULT_LANG
        speed = data.get("speed")
        motion = data.get("reduced_motion")
        assist = data.get("assist")
        cards = data.get("cards")
        sound = data.get("sound")
        theme = data.get("theme")
        autoplay = data.get("autoplay")
        name = data.get("name")
        return cls(
            lang=lang if lang in LANGUAGES else default_lang,
            speed=speed if speed in SPEEDS else "normal",
            reduced_motion=motion if motion in MOTION else "system",
            assist=assist if isinstance(assist, bool) else False,
            cards=cards if cards in CARD_SIZES else "normal",
            theme=theme if theme in THEMES else "system",
            sound=sound if isinstance(sound, bool) else False,
            autoplay=autoplay if isinstance(autoplay, bool) else not data,
            name=own_name(name),
        )

    def to_json(self) -> str:
        return json.dumps(asdict(self), separators=(",", ":"))

    def with_changes(self, **changes: Any) -> Settings:
        return Settings.from_dict({**asdict(self), **changes})

    def motion_reduced(self, system_prefers_reduced: bool) -> bool:
        if self.reduced_motion == "system":
            return system_prefers_reduced
        return self.reduced_motion == "on"

    def bot_pause_ms(self) -> int:
        return BOT_PAUSE_MS[self.speed]

    def animation_ms(self, system_prefers_reduced: bool) -> int:
        if self.motion_reduced(system_prefers_reduced):
            return 0
        return ANIMATION_MS[self.speed]

    def for_table(self, system_prefers_reduced: bool) -> dict[str, Any]:
        """The ``TableContext.settings`` a renderer sees."""
        return {
            "assist": self.assist,
            "autoplay": self.autoplay,
            "speed": self.speed,
            "reduced_motion": self.motion_reduced(system_prefers_reduced),
        }
