using UnityEngine;

[RequireComponent(typeof(Rigidbody2D))]
public class PlayerController : MonoBehaviour
{
    [SerializeField] private float moveSpeed = 6f;
    [SerializeField] private float jumpForce = 12f;
    [SerializeField] private float coyoteTime = 0.12f;
    [SerializeField] private Transform groundCheck;
    [SerializeField] private LayerMask groundLayer;

    private Rigidbody2D _body;
    private float _horizontal;
    private bool _isGrounded;
    private bool _jumpQueued;
    private float _coyoteTimer;

    private void Awake()
    {
        _body = GetComponent<Rigidbody2D>();
    }

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

    private void FixedUpdate()
    {
        _isGrounded = Physics2D.OverlapCircle(groundCheck.position, 0.1f, groundLayer);
        _body.velocity = new Vector2(_horizontal * moveSpeed, _body.velocity.y);

        if (_jumpQueued)
        {
            _body.velocity = new Vector2(_body.velocity.x, jumpForce);
            _jumpQueued = false;
        }
    }

    private void OnDrawGizmosSelected()
    {
        if (groundCheck == null)
        {
            return;
        }
        Gizmos.color = Color.yellow;
        Gizmos.DrawWireSphere(groundCheck.position, 0.1f);
    }
}
