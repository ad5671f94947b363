"""Storage backend that keeps uploaded artifacts in S3."""

from __future__ import annotations

import logging
import mimetypes
from dataclasses import dataclass
from typing import BinaryIO, Iterator

import boto3
from botocore.exceptions import ClientError

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class StoredObject:
    key: str
    size: int
    etag: str
    content_type: str | None = None


class S3Storage:
    def __init__(self, bucket: str, prefix: str = "", region: str | None = None) -> None:
        self.bucket = bucket
        self.prefix = prefix.strip("/")
        self._client = boto3.client("s3", region_name=region)

    def _full_key(self, key: str) -> str:
        key = key.lstrip("/")
        return f"{self.prefix}/{key}" if self.prefix else key

    def upload(self, key: str, fileobj: BinaryIO, content_type: str | None = None) -> StoredObject:
        full_key = self._full_key(key)
        content_type = content_type or mimetypes.guess_type(key)[0] or "application/octet-stream"
        self._client.upload_fileobj(
            fileobj,
            self.bucket,
            full_key,
            ExtraArgs={"ContentType": content_type},
        )
        head = self._client.head_object(Bucket=self.bucket, Key=full_key)
        logger.info("uploaded s3://%s/%s (%d bytes)", self.bucket, full_key, head["ContentLength"])
        return StoredObject(
            key=key,
            size=head["ContentLength"],
            etag=head["ETag"].strip('"'),
            content_type=content_type,
        )

    def download(self, key: str, fileobj: BinaryIO) -> None:
        self._client.download_fileobj(self.bucket, self._full_key(key), fileobj)

    def exists(self, key: str) -> bool:
        try:
            self._client.head_object(Bucket=self.bucket, Key=self._full_key(key))
        except ClientError as exc:
            if exc.response["Error"]["Code"] in ("404", "NoSuchKey"):
                return False
            raise
        return True

    def delete(self, key: str) -> None:
        self._client.delete_object(Bucket=self.bucket, Key=self._full_key(key))

    def list(self, prefix: str = "") -> Iterator[StoredObject]:
        paginator = self._client.get_paginator("list_objects_v2")
        for page in paginator.paginate(Bucket=self.bucket, Prefix=self._full_key(prefix)):
            for item in page.get("Contents", []):
                key = item["Key"]
                if self.prefix:
                    key = key[len(self.prefix) + 1 :]
                yield StoredObject(key=key, size=item["Size"], etag=item["ETag"].strip('"'))
