# frozen_string_literal: true

require "csv"

namespace :customers do
  desc "Import customers from a CSV file: rake customers:import[path/to/file.csv]"
  task :import, [:path] => :environment do |_task, args|
    path = args.fetch(:path) { abort "usage: rake customers:import[path]" }
    abort "file not found: #{path}" unless File.exist?(path)

    created = 0
    updated = 0
    failed = []

    CSV.foreach(path, headers: true, header_converters: :symbol) do |row|
      begin
        customer = Customer.find_or_initialize_by(external_id: row[:id])
        customer.assign_attributes(
          name: row[:name].to_s.strip,
          email: row[:email].to_s.downcase.strip,
          phone: row[:phone].presence,
          country_code: row[:country].to_s.upcase.first(2)
        )
        was_new = customer.new_record?
        customer.save!
        was_new ? created += 1 : updated += 1
      rescue ActiveRecord::RecordInvalid => e
        failed << [row[:id], e.record.errors.full_messages.to_sentence]
      end
    end

    puts "Imported #{created} new and #{updated} existing customers"
    if failed.any?
      warn "#{failed.size} rows failed:"
      failed.each { |id, message| warn "  #{id}: #{message}" }
    end
  end

  desc "Remove customers that never placed an order and were created over a year ago"
  task prune: :environment do
    scope = Customer.where(created_at: ...1.year.ago).where.missing(:orders)
    count = scope.count
    if ENV["DRY_RUN"]
      puts "Would delete #{count} customers"
    else
      scope.in_batches(of: 500).destroy_all
      puts "Deleted #{count} customers"
    end
  end

  desc "Print customer counts per country"
  task stats: :environment do
    Customer.group(:country_code).order(count_all: :desc).count.each do |country, count|
      puts format("%-4s %8d", country || "??", count)
    end
  end
end
