import mimetypes
from pathlib import Path
from typing import BinaryIO, Iterator

import boto3
from botocore.exceptions import ClientError


class StorageError(Exception):
    pass


class S3Storage:
    def __init__(self, bucket: str, prefix: str = "", region: str | None = None):
        self.bucket = bucket
        self.prefix = prefix.strip("/")
        self.client = boto3.client("s3", region_name=region)

    def _key(self, name: str) -> str:
        name = name.lstrip("/")
        return f"{self.prefix}/{name}" if self.prefix else name

    def upload(self, name: str, fileobj: BinaryIO, content_type: str | None = None) -> str:
        key = self._key(name)
        content_type = content_type or mimetypes.guess_type(name)[0] or "application/octet-stream"
        try:
            self.client.upload_fileobj(fileobj, self.bucket, key, ExtraArgs={"ContentType": content_type})
        except ClientError as exc:
            raise StorageError(f"Failed to upload {key}") from exc
        return key

    def download(self, name: str, destination: Path) -> Path:
        key = self._key(name)
        destination.parent.mkdir(parents=True, exist_ok=True)
        try:
            self.client.download_file(self.bucket, key, str(destination))
        except ClientError as exc:
            raise StorageError(f"Failed to download {key}") from exc
        return destination

    def exists(self, name: str) -> bool:
        try:
            self.client.head_object(Bucket=self.bucket, Key=self._key(name))
        except ClientError as exc:
            if exc.response["Error"]["Code"] in ("404", "NoSuchKey"):
                return False
            raise StorageError(f"Failed to check {name}") from exc
        return True

    def delete(self, name: str) -> None:
        key = self._key(name)
        try:
            self.client.delete_object(Bucket=self.bucket, Key=key)
        except ClientError as exc:
            raise StorageError(f"Failed to delete {key}") from exc

    def list(self, prefix: str = "") -> Iterator[str]:
        paginator = self.client.get_paginator("list_objects_v2")
        for page in paginator.paginate(Bucket=self.bucket, Prefix=self._key(prefix)):
            for obj in page.get("Contents", []):
                yield obj["Key"]
