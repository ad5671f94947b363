// ... existing code ...
	var users []User
	for rows.Next() {
		var u User
		if err := rows.Scan(&u.ID, &u.Email, &u.Name, &u.Role, &u.DeletedAt); err != nil {
			return nil, fmt.Errorf("scan user: %w", err)
		}
		if u.DeletedAt.Valid {
			continue
		}
		users = append(users, u)
	}
	return users, rows.Err()
// ... existing code ...
