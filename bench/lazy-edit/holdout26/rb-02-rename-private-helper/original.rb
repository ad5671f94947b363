# frozen_string_literal: true

require "csv"

module Crm
  class ContactImporter
    Result = Struct.new(:created, :updated, :errors, keyword_init: true)

    HEADER_MAP = {
      "E-mail" => :email,
      "Email Address" => :email,
      "Phone" => :phone,
      "Mobile" => :mobile,
      "Full Name" => :name,
    }.freeze

    def initialize(account, io)
      @account = account
      @io = io
    end

    def call
      result = Result.new(created: 0, updated: 0, errors: [])
      CSV.new(@io, headers: true).each.with_index(2) do |row, line|
        attrs = extract(row)
        contact = @account.contacts.find_or_initialize_by(email: attrs[:email])
        was_new = contact.new_record?
        contact.assign_attributes(attrs.except(:email))
        if contact.save
          was_new ? result.created += 1 : result.updated += 1
        else
          result.errors << "line #{line}: #{contact.errors.full_messages.to_sentence}"
        end
      end
      result
    end

    private

    def extract(row)
      attrs = {}
      row.each do |header, value|
        key = HEADER_MAP[header.to_s.strip]
        next if key.nil? || value.blank?

        attrs[key] = value.strip
      end
      attrs[:email] = attrs[:email]&.downcase
      attrs[:phone] = normalize_phone(attrs[:phone]) if attrs[:phone]
      attrs[:mobile] = normalize_phone(attrs[:mobile]) if attrs[:mobile]
      attrs
    end

    def normalize_phone(raw)
      digits = raw.gsub(/\D/, "")
      return nil if digits.length < 7

      digits.start_with?("00") ? "+#{digits[2..]}" : "+#{digits}"
    end
  end
end
