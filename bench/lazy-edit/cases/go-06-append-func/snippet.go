// ... existing code ...
	return srv.ListenAndServe()
}

func (s *Server) Addr() string {
	return s.addr
}
