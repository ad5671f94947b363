class Settings:
    debug = False
    timeout = 30
    retries = 3

    def as_dict(self):
        return {"debug": self.debug, "timeout": self.timeout, "retries": self.retries}
