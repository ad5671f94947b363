module Reports
  class Monthly
    # ... existing code ...

    def generate
      rows = transactions_in_month
      # ... existing code ...
    end

    private

    def transactions_in_month
      @account.transactions.where(created_at: @month.all_month)
    end
  end
end
