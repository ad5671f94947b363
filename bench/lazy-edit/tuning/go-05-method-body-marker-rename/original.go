package user

type Service struct {
	repo Repo
}

func (s *Service) Fetch(id string) (*User, error) {
	u, err := s.repo.Find(id)
	if err != nil {
		return nil, err
	}
	return u, nil
}
