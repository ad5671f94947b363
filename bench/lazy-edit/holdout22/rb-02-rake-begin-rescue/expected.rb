# frozen_string_literal: true

require "csv"

namespace :reports do
  desc "Export monthly revenue per account to tmp/reports/revenue-YYYY-MM.csv"
  task :monthly_revenue, [:month] => :environment do |_t, args|
    month = args[:month] ? Date.strptime(args[:month], "%Y-%m") : Date.current.prev_month
    range = month.beginning_of_month..month.end_of_month
    path = Rails.root.join("tmp", "reports", "revenue-#{month.strftime('%Y-%m')}.csv")
    FileUtils.mkdir_p(path.dirname)

    rows = Invoice.paid.where(paid_at: range)
                  .group(:account_id)
                  .sum(:amount_cents)

    CSV.open(path, "w") do |csv|
      csv << %w[account_id account_name revenue]
      Account.where(id: rows.keys).find_each do |account|
        csv << [account.id, account.name, format("%.2f", rows[account.id] / 100.0)]
      end
    end

    puts "Wrote #{rows.size} rows to #{path}"
  end

  desc "Email the monthly revenue report to finance"
  task :email_revenue, [:month] => :environment do |_t, args|
    month = args[:month] ? Date.strptime(args[:month], "%Y-%m") : Date.current.prev_month
    path = Rails.root.join("tmp", "reports", "revenue-#{month.strftime('%Y-%m')}.csv")
    abort "Report #{path} not found; run reports:monthly_revenue first" unless path.exist?

    attempts = 0
    begin
      attempts += 1
      ReportMailer.with(month: month, attachment: path.to_s).monthly_revenue.deliver_now
    rescue Net::SMTPServerBusy, Net::ReadTimeout => e
      raise if attempts >= 3

      warn "Delivery failed (#{e.class}), retrying in #{attempts * 10}s"
      sleep attempts * 10
      retry
    end
    puts "Sent #{path.basename} to finance"
  end

  desc "Remove generated reports older than 90 days"
  task cleanup: :environment do
    cutoff = 90.days.ago
    removed = Dir.glob(Rails.root.join("tmp", "reports", "*.csv")).count do |file|
      next false if File.mtime(file) > cutoff

      File.delete(file)
      true
    end
    puts "Removed #{removed} old report(s)"
  end
end
