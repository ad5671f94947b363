locals {
  common_tags = {
    Project   = "forgekeep"
    ManagedBy = "terraform"
  }
}

resource "aws_s3_bucket" "lfs" {
  bucket = "forgekeep-${var.environment}-lfs"
  tags   = merge(local.common_tags, { Purpose = "git-lfs" })
}

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

resource "aws_s3_bucket" "backups" {
  bucket = "forgekeep-${var.environment}-backups"
  tags   = merge(local.common_tags, { Purpose = "backups" })
}

resource "aws_s3_bucket_versioning" "backups" {
  bucket = aws_s3_bucket.backups.id

  versioning_configuration {
    status = "Enabled"
  }
}

resource "aws_s3_bucket_public_access_block" "all" {
  for_each = {
    lfs       = aws_s3_bucket.lfs.id
    artifacts = aws_s3_bucket.artifacts.id
    backups   = aws_s3_bucket.backups.id
  }

  bucket                  = each.value
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}
