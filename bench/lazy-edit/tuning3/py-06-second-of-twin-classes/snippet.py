# ... existing code ...
class TagEventHandler:
    kind = "tag"

    # ... existing code ...
    def parse(self, body: bytes) -> InboundEvent | None:
        payload = json.loads(body)
        ref = payload.get("ref")
        if not ref:
            return None
        if not ref.startswith("refs/tags/"):
            return None
        # ... existing code ...

    def handle(self, body: bytes) -> bool:
        # ... existing code ...
        self.sink.publish("mirror.tag", {**event.__dict__, "tag": event.ref.removeprefix("refs/tags/")})
        return True
# ... existing code ...
