# ... existing code ...

resource "aws_s3_bucket" "artifacts" {
  bucket = "forgekeep-${var.environment}-artifacts"
  tags   = merge(local.common_tags, { Purpose = "ci-artifacts" })
}

resource "aws_s3_bucket_lifecycle_configuration" "artifacts" {
  bucket = aws_s3_bucket.artifacts.id

  rule {
    id     = "expire-old-artifacts"
    status = "Enabled"

    filter {
      prefix = "runs/"
    }

    expiration {
      days = var.artifact_retention_days
    }

    noncurrent_version_expiration {
      noncurrent_days = 7
    }
  }
}

# ... existing code ...
