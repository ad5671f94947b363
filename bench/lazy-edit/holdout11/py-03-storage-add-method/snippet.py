# ... existing code ...

    def download(self, name: str, destination: Path) -> Path:
        # ... existing implementation ...
        return destination

    def presigned_url(self, name: str, expires_in: int = 3600) -> str:
        key = self._key(name)
        try:
            return self.client.generate_presigned_url(
                "get_object",
                Params={"Bucket": self.bucket, "Key": key},
                ExpiresIn=expires_in,
            )
        except ClientError as exc:
            raise StorageError(f"Failed to sign {key}") from exc

    def exists(self, name: str) -> bool:
# ... existing code ...
