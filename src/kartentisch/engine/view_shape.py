"""Whether a value has the shape its type declares, checked at run time.

mypy checks what the code reads from a view; this checks what a game really builds, so a key
the type forgot, a key the game forgot, or a value of another kind shows up in a playout.
It understands what views are written with: TypedDicts (generic ones too), lists, dicts,
tuples, unions, ``Literal`` and the plain JSON types.
"""

from __future__ import annotations

import functools
import types
import typing
from collections.abc import Mapping
from typing import Any, NotRequired, Required, TypeVar

Substitution = Mapping[Any, Any]


def mismatches(value: object, expected: object, where: str = "view") -> list[str]:
    """Every place in ``value`` that does not fit ``expected``, as "where: what" lines."""
    return _check(value, expected, where, {})


def _is_typeddict(tp: object) -> bool:
    return isinstance(tp, type) and typing.is_typeddict(tp)


@functools.cache
def _fields(td: type) -> tuple[dict[str, Any], frozenset[str]]:
    """The declared fields of a TypedDict with their types, and which of them are optional.

    ``__required_keys__`` cannot see ``NotRequired`` in postponed annotations, so the
    hints (with their qualifiers) decide, besides the keys of ``total=False`` classes.
    """
    hints = typing.get_type_hints(td, include_extras=True)
    optional = set(getattr(td, "__optional_keys__", ()))
    fields: dict[str, Any] = {}
    for key, hint in hints.items():
        origin = typing.get_origin(hint)
        if origin is NotRequired:
            optional.add(key)
            hint = typing.get_args(hint)[0]
        elif origin is Required:
            optional.discard(key)
            hint = typing.get_args(hint)[0]
        fields[key] = hint
    return fields, frozenset(optional)


def _bound(td: type, subst: Substitution) -> dict[Any, Any]:
    """The type arguments of a generic TypedDict's bases (``BaseView[ZEvent]``: E = ZEvent)."""
    bound: dict[Any, Any] = {}
    for base in getattr(td, "__orig_bases__", ()):
        origin = typing.get_origin(base)
        params = getattr(origin, "__parameters__", ())
        for param, arg in zip(params, typing.get_args(base), strict=False):
            bound[param] = subst.get(arg, arg)
    return bound


def _check(value: object, tp: Any, where: str, subst: Substitution) -> list[str]:
    if isinstance(tp, TypeVar):
        tp = subst.get(tp, tp.__bound__ if tp.__bound__ is not None else Any)
    if tp is Any or tp is object:
        return []
    if tp is None or tp is type(None):
        return [] if value is None else [f"{where}: {value!r} is not None"]
    if _is_typeddict(tp):
        return _check_typeddict(value, tp, where, subst)
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Union or origin is types.UnionType:
        for option in args:
            if not _check(value, option, where, subst):
                return []
        return [f"{where}: {value!r} is none of {tp}"]
    if origin is typing.Literal:
        return [] if value in args else [f"{where}: {value!r} is not one of {args}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {type(value).__name__} is not a list"]
        return [
            e for i, item in enumerate(value) for e in _check(item, args[0], f"{where}[{i}]", subst)
        ]
    if origin is tuple:
        if not isinstance(value, tuple | list) or len(value) != len(args):
            return [f"{where}: {value!r} is not a {len(args)}-tuple"]
        return [
            e
            for i, (v, a) in enumerate(zip(value, args, strict=True))
            for e in _check(v, a, f"{where}[{i}]", subst)
        ]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: {type(value).__name__} is not a dict"]
        out: list[str] = []
        for key, item in value.items():
            out += _check(key, args[0], f"{where} key {key!r}", subst)
            out += _check(item, args[1], f"{where}[{key!r}]", subst)
        return out
    if isinstance(tp, type):
        if tp is float and isinstance(value, int) and not isinstance(value, bool):
            return []
        if tp is int and isinstance(value, bool):
            return [f"{where}: {value!r} is a bool, not an int"]
        return [] if isinstance(value, tp) else [f"{where}: {value!r} is not a {tp.__name__}"]
    return [f"{where}: cannot check against {tp!r}"]


def _check_typeddict(value: object, td: type, where: str, subst: Substitution) -> list[str]:
    if not isinstance(value, dict):
        return [f"{where}: {type(value).__name__} is not a {td.__name__}"]
    fields, optional = _fields(td)
    inner = {**subst, **_bound(td, subst)}
    out = [f"{where}: {td.__name__} has no key {key!r}" for key in value if key not in fields]
    for key, hint in fields.items():
        if key not in value:
            if key not in optional:
                out.append(f"{where}: {td.__name__} key {key!r} is missing")
            continue
        out += _check(value[key], hint, f"{where}[{key!r}]", inner)
    return out
