from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import dataclass
from typing import Any, Protocol


class EventSink(Protocol):
    def publish(self, topic: str, data: dict[str, Any]) -> None: ...


@dataclass(frozen=True)
class InboundEvent:
    kind: str
    repo: str
    ref: str
    before: str
    after: str
    sender: str


def verify_signature(secret: bytes, body: bytes, signature: str | None) -> bool:
    if not signature or not signature.startswith("sha256="):
        return False
    expected = hmac.new(secret, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature.removeprefix("sha256="))


class PushEventHandler:
    kind = "push"

    def __init__(self, sink: EventSink) -> None:
        self.sink = sink

    def parse(self, body: bytes) -> InboundEvent | None:
        payload = json.loads(body)
        ref = payload.get("ref")
        if not ref:
            return None
        repo = payload.get("repository", {}).get("full_name")
        if not repo:
            return None
        return InboundEvent(
            kind=self.kind,
            repo=repo,
            ref=ref,
            before=payload.get("before", ""),
            after=payload.get("after", ""),
            sender=payload.get("sender", {}).get("login", "unknown"),
        )

    def handle(self, body: bytes) -> bool:
        event = self.parse(body)
        if event is None:
            return False
        self.sink.publish("mirror.push", event.__dict__)
        return True


class TagEventHandler:
    kind = "tag"

    def __init__(self, sink: EventSink) -> None:
        self.sink = sink

    def parse(self, body: bytes) -> InboundEvent | None:
        payload = json.loads(body)
        ref = payload.get("ref")
        if not ref:
            return None
        if not ref.startswith("refs/tags/"):
            return None
        repo = payload.get("repository", {}).get("full_name")
        if not repo:
            return None
        return InboundEvent(
            kind=self.kind,
            repo=repo,
            ref=ref,
            before=payload.get("before", ""),
            after=payload.get("after", ""),
            sender=payload.get("sender", {}).get("login", "unknown"),
        )

    def handle(self, body: bytes) -> bool:
        event = self.parse(body)
        if event is None:
            return False
        self.sink.publish("mirror.tag", {**event.__dict__, "tag": event.ref.removeprefix("refs/tags/")})
        return True


HANDLERS = {
    "push": PushEventHandler,
    "tag_push": TagEventHandler,
}


def dispatch(kind: str, body: bytes, sink: EventSink) -> bool:
    handler_cls = HANDLERS.get(kind)
    if handler_cls is None:
        return False
    return handler_cls(sink).handle(body)
