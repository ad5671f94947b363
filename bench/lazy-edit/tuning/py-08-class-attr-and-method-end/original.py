class Settings:
    debug = False
    timeout = 30

    def as_dict(self):
        return {"debug": self.debug, "timeout": self.timeout}
