package lfs

import (
	"context"
	"io"
)

// Store reads and writes LFS objects.
type Store interface {
	Open(ctx context.Context, oid string) (io.ReadCloser, error)
	Stat(ctx context.Context, oid string) (int64, error)
}

// Object is an LFS object description returned by the batch API.
type Object struct {
	OID  string
	Size int64
}

// Service implements the LFS batch API on top of a Store.
type Service struct {
	store Store
}

// Describe returns the size of oid.
func (s *Service) Describe(ctx context.Context, oid string) (*Object, error) {
	size, err := s.store.Stat(ctx, oid)
	if err != nil {
		return nil, err
	}
	return &Object{OID: oid, Size: size}, nil
}

// Download opens oid for reading after checking that it exists.
func (s *Service) Download(ctx context.Context, oid string) (io.ReadCloser, error) {
	if _, err := s.Describe(ctx, oid); err != nil {
		return nil, err
	}
	rc, err := s.store.Open(ctx, oid)
	if err != nil {
		return nil, err
	}
	return rc, nil
}
