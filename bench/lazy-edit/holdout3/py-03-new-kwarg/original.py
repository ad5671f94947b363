import requests


class Client:
    def __init__(self, base_url, token):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"

    def get(self, path, params=None):
        response = self.session.get(f"{self.base_url}{path}", params=params)
        response.raise_for_status()
        return response.json()

    def post(self, path, payload):
        response = self.session.post(f"{self.base_url}{path}", json=payload)
        response.raise_for_status()
        return response.json()
