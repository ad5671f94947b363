module Reports
  class Monthly
    def initialize(account, month)
      @account = account
      @month = month
    end

    def generate
      rows = transactions_in_month
      {
        month: @month.strftime("%Y-%m"),
        total: rows.sum(&:amount),
        count: rows.size
      }
    end

    private

    def transactions_in_month
      @account.transactions.where(created_at: @month.all_month)
    end
  end
end
