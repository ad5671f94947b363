# ... existing code ...

    def download(self, key: str, fileobj: BinaryIO) -> None:
        self._client.download_fileobj(self.bucket, self._full_key(key), fileobj)

    def presigned_url(self, key: str, expires_in: int = 3600) -> str:
        return self._client.generate_presigned_url(
            "get_object",
            Params={"Bucket": self.bucket, "Key": self._full_key(key)},
            ExpiresIn=expires_in,
        )

    def exists(self, key: str) -> bool:
    # ... existing methods ...
