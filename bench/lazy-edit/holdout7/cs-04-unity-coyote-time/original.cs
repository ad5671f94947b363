using UnityEngine;

[RequireComponent(typeof(Rigidbody2D))]
public class PlayerController : MonoBehaviour
{
    [SerializeField] private float moveSpeed = 6f;
    [SerializeField] private float jumpForce = 12f;
    [SerializeField] private Transform groundCheck;
    [SerializeField] private LayerMask groundLayer;

    private Rigidbody2D _body;
    private float _horizontal;
    private bool _isGrounded;
    private bool _jumpQueued;

    private void Awake()
    {
        _body = GetComponent<Rigidbody2D>();
    }

    private void Update()
    {
        _horizontal = Input.GetAxisRaw("Horizontal");
        if (Input.GetButtonDown("Jump") && _isGrounded)
        {
            _jumpQueued = true;
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
