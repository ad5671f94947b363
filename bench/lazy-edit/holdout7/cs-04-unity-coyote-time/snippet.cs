// … existing code …
    [SerializeField] private float jumpForce = 12f;
    [SerializeField] private float coyoteTime = 0.12f;
    [SerializeField] private Transform groundCheck;
    // … existing code …
    private bool _jumpQueued;
    private float _coyoteTimer;

    // … existing code …

    private void Update()
    {
        _horizontal = Input.GetAxisRaw("Horizontal");
        _coyoteTimer = _isGrounded ? coyoteTime : _coyoteTimer - Time.deltaTime;
        if (Input.GetButtonDown("Jump") && _coyoteTimer > 0f)
        {
            _jumpQueued = true;
            _coyoteTimer = 0f;
        }
    }

    // … existing code …
