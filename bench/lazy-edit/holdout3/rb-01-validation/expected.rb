class User < ApplicationRecord
  has_many :posts, dependent: :destroy
  has_secure_password

  validates :email, presence: true, uniqueness: true
  validates :name, length: { maximum: 50 }
  validates :password, length: { minimum: 12 }, allow_nil: true

  before_save :normalize_email

  def display_name
    name.presence || email.split("@").first
  end

  private

  def normalize_email
    self.email = email.strip.downcase
  end
end
