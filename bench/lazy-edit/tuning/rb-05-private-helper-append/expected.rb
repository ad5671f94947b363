class Greeter
  def initialize(name)
    @name = name
  end

  def greet
    "#{salutation}, #{@name}!"
  end

  private

  def salutation
    Time.now.hour < 12 ? "Good morning" : "Hello"
  end
end
