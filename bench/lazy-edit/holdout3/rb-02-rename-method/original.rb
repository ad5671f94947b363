module Reports
  class Monthly
    def initialize(account, month)
      @account = account
      @month = month
    end

    def generate
      rows = fetch_rows
      {
        month: @month.strftime("%Y-%m"),
        total: rows.sum(&:amount),
        count: rows.size
      }
    end

    private

    def fetch_rows
      @account.transactions.where(created_at: @month.all_month)
    end
  end
end
