# frozen_string_literal: true

require "csv"

namespace :reports do
  desc "Export monthly revenue per plan to tmp/reports/revenue-YYYY-MM.csv"
  task :monthly_revenue, [:month] => :environment do |_t, args|
    month = args[:month] ? Date.strptime(args[:month], "%Y-%m") : Date.current.prev_month
    range = month.beginning_of_month..month.end_of_month
    path = Rails.root.join("tmp/reports/revenue-#{month.strftime('%Y-%m')}.csv")
    FileUtils.mkdir_p(path.dirname)

    rows = Invoice.paid.where(paid_at: range)
                  .joins(subscription: :plan)
                  .group("plans.code")
                  .sum(:amount_cents)

    CSV.open(path, "w") do |csv|
      csv << %w[plan revenue_cents]
      rows.sort_by { |_code, cents| -cents }.each do |code, cents|
        csv << [code, cents]
      end
    end

    puts "Wrote #{rows.size} rows to #{path}"
  end

  desc "Email the churn report to the finance team"
  task churn: :environment do
    begin
      report = Reports::Churn.new(as_of: Date.current)
      ReportMailer.with(report: report).churn.deliver_now
      puts "Churn report sent (#{report.cancelled_count} cancellations)"
    rescue Net::SMTPFatalError, Net::SMTPServerBusy => e
      Rails.logger.error("churn report failed: #{e.message}")
      abort "Could not send churn report: #{e.message}"
    end
  end

  desc "Remove generated report files older than 90 days"
  task prune: :environment do
    cutoff = 90.days.ago
    Dir.glob(Rails.root.join("tmp/reports/*.csv")).each do |file|
      next if File.mtime(file) > cutoff

      File.delete(file)
      puts "Deleted #{File.basename(file)}"
    end
  end
end
