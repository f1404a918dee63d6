// Package etp is the official Go client of the Export-Trade Platform API (standard library only).
// One method per operation (the operationId in Go style) returns the response's `data` as the
// struct generated from the contract (types.go); Call returns it as a map instead.
package etp

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	mathrand "math/rand"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Version of this client, sent in the User-Agent.
const Version = "1.0.0"

// Operation is one row of the contract's operation table (operations.go, generated).
type Operation struct {
	ID         string
	Method     string
	Path       string
	PathParams []string
	Query      []string
	Body       string
	ListField  string
	IsPublic   bool
	// Accept is the success response's media type: application/json, or a file's (application/pdf).
	Accept string
	// TakesIdempotencyKey: the operation declares the Idempotency-Key header (a write); one key
	// is sent on every attempt.
	TakesIdempotencyKey bool
	// Safe: the operation stores nothing (a GET, or marked x-safe in the contract); it is retried
	// without a key.
	Safe bool
}

func operationTable(list []Operation) map[string]Operation {
	table := make(map[string]Operation, len(list))
	for _, op := range list {
		table[op.ID] = op
	}
	return table
}

// RetryPolicy: exponential backoff with full jitter; Retry-After (or the RateLimit reset) wins.
type RetryPolicy struct {
	MaxRetries int
	BaseDelay  time.Duration
	MaxDelay   time.Duration
}

// ClientCredentials for the OAuth client credentials grant.
type ClientCredentials struct {
	ClientID     string
	ClientSecret string
	Scope        string
}

// Config of a Client. BaseURL is the host (https://api.export-trade.example); paths carry /api/v1.
type Config struct {
	BaseURL        string
	APIKey         string
	Credentials    *ClientCredentials
	Timeout        time.Duration
	Retry          *RetryPolicy
	AcceptLanguage string
	UserAgent      string
	HTTPClient     *http.Client
}

// RequestOptions for one call: query parameters, idempotency key, language.
type RequestOptions struct {
	Query map[string]string
	// IdempotencyKey of a write (an operation that declares it): yours (here, or as an
	// Idempotency-Key in Headers, in any case), or a new one per call. Not sent to operations that
	// store nothing.
	IdempotencyKey string
	AcceptLanguage string
	Headers        map[string]string
}

// Client calls the API. Safe for concurrent use.
type Client struct {
	cfg   Config
	retry RetryPolicy
	http  *http.Client
	// Sleep waits between attempts; tests replace it.
	Sleep func(ctx context.Context, d time.Duration) error

	tokenMu      sync.Mutex
	token        string
	tokenExpires time.Time
	TokenFetches int
}

// New makes a Client; give exactly one of APIKey or Credentials.
func New(cfg Config) (*Client, error) {
	if (cfg.APIKey == "") == (cfg.Credentials == nil) {
		return nil, errors.New("etp: give exactly one of APIKey or Credentials")
	}
	c := &Client{cfg: cfg, retry: RetryPolicy{MaxRetries: 3, BaseDelay: 500 * time.Millisecond, MaxDelay: 30 * time.Second}}
	if cfg.Retry != nil {
		c.retry = *cfg.Retry
	}
	c.cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	timeout := cfg.Timeout
	if timeout == 0 {
		timeout = 30 * time.Second
	}
	c.http = cfg.HTTPClient
	if c.http == nil {
		c.http = &http.Client{Timeout: timeout}
	}
	c.Sleep = func(ctx context.Context, d time.Duration) error {
		t := time.NewTimer(d)
		defer t.Stop()
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
			return nil
		}
	}
	return c, nil
}

// Call runs an operation by operationId; the generated methods use it.
func (c *Client) Call(ctx context.Context, operationID string, path map[string]string, body any, opts *RequestOptions) (map[string]any, error) {
	raw, err := c.callRaw(ctx, operationID, path, body, opts)
	if err != nil {
		return nil, err
	}
	result := map[string]any{}
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &result); err != nil {
			return nil, err
		}
	}
	if result["status"] == "success" {
		if data, ok := result["data"].(map[string]any); ok {
			return data, nil
		}
	}
	return result, nil
}

// CallInto runs an operation by operationId and decodes its answer into out (a pointer): the
// `data` of the success envelope, or the whole answer where there is no envelope. The generated
// methods use it. Fields this client does not know are ignored, so what a newer server adds
// never breaks it (the contract only adds within v1).
func (c *Client) CallInto(ctx context.Context, operationID string, path map[string]string, body any, opts *RequestOptions, out any) error {
	raw, err := c.callRaw(ctx, operationID, path, body, opts)
	if err != nil {
		return err
	}
	return decodeData(raw, out)
}

// decodeData decodes the `data` of a success envelope into out, or the whole body without one.
func decodeData(raw []byte, out any) error {
	var envelope struct {
		Status string          `json:"status"`
		Data   json.RawMessage `json:"data"`
	}
	if json.Unmarshal(raw, &envelope) == nil && envelope.Status == "success" && len(envelope.Data) > 0 {
		return json.Unmarshal(envelope.Data, out)
	}
	return json.Unmarshal(raw, out)
}

// CallBytes runs an operation whose answer is a file (the document PDF) and returns its bytes.
func (c *Client) CallBytes(ctx context.Context, operationID string, path map[string]string, body any, opts *RequestOptions) ([]byte, error) {
	return c.callRaw(ctx, operationID, path, body, opts)
}

func (c *Client) callRaw(ctx context.Context, operationID string, path map[string]string, body any, opts *RequestOptions) ([]byte, error) {
	op, ok := Operations[operationID]
	if !ok {
		return nil, fmt.Errorf("etp: unknown operation %q", operationID)
	}
	if opts == nil {
		opts = &RequestOptions{}
	}
	p := op.Path
	for _, name := range op.PathParams {
		p = strings.ReplaceAll(p, "{"+name+"}", url.PathEscape(path[name]))
	}
	if len(opts.Query) > 0 {
		q := url.Values{}
		for k, v := range opts.Query {
			q.Set(k, v)
		}
		p += "?" + q.Encode()
	}
	var payload []byte
	if op.Body != "none" && body != nil {
		var err error
		if payload, err = json.Marshal(body); err != nil {
			return nil, err
		}
	}
	accept := op.Accept
	if accept == "" {
		accept = "application/json"
	}
	return c.send(ctx, op, p, payload, "application/json", !op.IsPublic, map[string]string{"Accept": accept}, opts)
}

var rateLimitReset = regexp.MustCompile(`;r=0;t=(\d+)`)

func retryAfter(h http.Header) (time.Duration, bool) {
	if v, err := strconv.Atoi(strings.TrimSpace(h.Get("Retry-After"))); err == nil && v >= 0 {
		return time.Duration(v) * time.Second, true
	}
	if m := rateLimitReset.FindStringSubmatch(h.Get("RateLimit")); m != nil {
		v, _ := strconv.Atoi(m[1])
		return time.Duration(v) * time.Second, true
	}
	return 0, false
}

func (c *Client) delay(attempt int, after time.Duration, given bool) time.Duration {
	if given {
		if after > c.retry.MaxDelay {
			return c.retry.MaxDelay
		}
		return after
	}
	ceiling := math.Min(float64(c.retry.MaxDelay), float64(c.retry.BaseDelay)*math.Pow(2, float64(attempt)))
	return time.Duration(mathrand.Float64() * ceiling)
}

func newKey() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// send returns the body of the success response (JSON, or a file's bytes).
func (c *Client) send(ctx context.Context, op Operation, path string, payload []byte, contentType string, auth bool, extra map[string]string, opts *RequestOptions) ([]byte, error) {
	headers := map[string]string{"Accept": "application/json", "User-Agent": "etp-client-go/" + Version}
	if c.cfg.UserAgent != "" {
		headers["User-Agent"] = c.cfg.UserAgent + " " + headers["User-Agent"]
	}
	if lang := firstNonEmpty(opts.AcceptLanguage, c.cfg.AcceptLanguage); lang != "" {
		headers["Accept-Language"] = lang
	}
	if payload != nil {
		headers["Content-Type"] = contentType
	}
	// Names in their canonical form, so that a caller's "idempotency-key" and the client's
	// "Idempotency-Key" are one header, not two with one of them chosen by map order.
	for k, v := range extra {
		headers[http.CanonicalHeaderKey(k)] = v
	}
	for k, v := range opts.Headers {
		headers[http.CanonicalHeaderKey(k)] = v
	}
	// A write (the contract declares the header on it) carries one key on every attempt, so the
	// server applies it once however often it is sent. Without a key only what stores nothing is
	// sent again: a write repeated without one could be applied twice. The caller's key, given as
	// IdempotencyKey or among Headers, is that key; a new one is made only without either.
	key := ""
	if op.TakesIdempotencyKey {
		key = firstNonEmpty(opts.IdempotencyKey, headers["Idempotency-Key"], newKey())
		headers["Idempotency-Key"] = key
	}
	retryable := op.Safe || key != ""
	refreshed := false
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, op.Method, c.cfg.BaseURL+path, bytes.NewReader(payload))
		if err != nil {
			return nil, err
		}
		for k, v := range headers {
			req.Header.Set(k, v)
		}
		if auth {
			credential, err := c.authorization(ctx)
			if err != nil {
				return nil, err
			}
			req.Header.Set("Authorization", credential)
		}
		res, err := c.http.Do(req)
		var apiErr *Error
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			apiErr = &Error{Status: 0, Code: "connection_failed", Message: err.Error()}
		} else {
			raw, readErr := io.ReadAll(res.Body)
			res.Body.Close()
			if readErr == nil && res.StatusCode < 400 {
				return raw, nil
			}
			apiErr = errorFrom(res, raw)
			if res.StatusCode == 401 && apiErr.Code == "token_expired" && c.cfg.Credentials != nil && !refreshed {
				c.tokenMu.Lock()
				c.token = ""
				c.tokenMu.Unlock()
				refreshed = true
				attempt--
				continue
			}
			// 409 conflict to a keyed write: the attempt before, under the same key, still runs; its answer follows.
			running := res.StatusCode == http.StatusConflict && apiErr.Code == ErrConflict && key != ""
			if res.StatusCode != 429 && res.StatusCode < 500 && !running {
				return nil, apiErr
			}
		}
		if !retryable || attempt >= c.retry.MaxRetries {
			return nil, apiErr
		}
		if err := c.Sleep(ctx, c.delay(attempt, apiErr.RetryAfter, apiErr.RetryAfter > 0 || hasRetryAfter(res))); err != nil {
			return nil, err
		}
	}
}

func hasRetryAfter(res *http.Response) bool {
	if res == nil {
		return false
	}
	_, ok := retryAfter(res.Header)
	return ok
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}
