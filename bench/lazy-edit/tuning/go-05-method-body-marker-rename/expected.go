package user

type Service struct {
	repo Repo
}

func (s *Service) Get(ctx context.Context, id string) (*User, error) {
	u, err := s.repo.Find(ctx, id)
	if err != nil {
		return nil, err
	}
	return u, nil
}
