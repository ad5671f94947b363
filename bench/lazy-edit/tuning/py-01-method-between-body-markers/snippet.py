class Account:
    # ... existing code ...

    def deposit(self, amount):
        # ... existing code ...

    def transfer(self, other, amount):
        self.withdraw(amount)
        other.deposit(amount)

    def withdraw(self, amount):
        # ... existing code ...
