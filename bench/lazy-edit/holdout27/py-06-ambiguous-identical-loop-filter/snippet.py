# ... existing code ...
        for row in self.rows:
            if row.get("deleted"):
                continue
            if row.get("tenant_id") not in (None, self.tenant_id):
                continue
# ... existing code ...
