# frozen_string_literal: true

require "csv"

module Imports
  class ContactsImporter
    Result = Struct.new(:created, :updated, :skipped, :errors, keyword_init: true) do
      def total
        created + updated + skipped
      end
    end

    REQUIRED_HEADERS = %w[email first_name last_name].freeze

    def initialize(account:, io:, dry_run: false)
      @account = account
      @io = io
      @dry_run = dry_run
      @result = Result.new(created: 0, updated: 0, skipped: 0, errors: [])
    end

    def call
      csv = CSV.new(@io, headers: true, header_converters: :symbol, strip: true)
      rows = csv.each.with_index(2).to_a
      validate_headers!(csv.headers)

      ActiveRecord::Base.transaction do
        rows.each { |row, line| import_row(row, line) }
        raise ActiveRecord::Rollback if @dry_run
      end

      @result
    end

    private

    def validate_headers!(headers)
      missing = REQUIRED_HEADERS.map(&:to_sym) - Array(headers)
      return if missing.empty?

      raise ArgumentError, "missing columns: #{missing.join(', ')}"
    end

    def import_row(row, line)
      email = row[:email].to_s.downcase
      if email.blank?
        @result.skipped += 1
        return
      end

      contact = @account.contacts.find_or_initialize_by(email: email)
      new_record = contact.new_record?
      contact.assign_attributes(attributes_from(row))

      if contact.save
        new_record ? @result.created += 1 : @result.updated += 1
      else
        @result.errors << "line #{line}: #{contact.errors.full_messages.to_sentence}"
      end
    end

    def attributes_from(row)
      {
        first_name: row[:first_name],
        last_name: row[:last_name],
        phone: row[:phone].presence,
        company: row[:company].presence,
      }
    end
  end
end
