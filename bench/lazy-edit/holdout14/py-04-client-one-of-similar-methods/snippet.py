    # ... other methods ...

    def update_ticket(self, ticket_id: int, notify: bool = False, **fields) -> dict:
        response = self.session.patch(
            f"{self.base_url}/tickets/{ticket_id}/",
            json=fields,
            params={"notify": "true" if notify else "false"},
            timeout=self.timeout,
        )
        return self._check(response)

    # ... other methods ...
