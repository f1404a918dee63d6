package etp

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// Error is an error envelope from the API; Status 0 means the server could not be reached.
type Error struct {
	Status     int
	Code       ErrorCode
	Message    string
	Details    []map[string]any
	RequestID  string
	RetryAfter time.Duration
}

// ErrorCode is the contract's ErrorCode (plus "connection_failed" and "unknown").
type ErrorCode string

func (e *Error) Error() string { return fmt.Sprintf("etp: %d %s: %s", e.Status, e.Code, e.Message) }

func errorFrom(res *http.Response, raw []byte) *Error {
	e := &Error{Status: res.StatusCode, Code: "unknown", Message: "HTTP " + res.Status, RequestID: res.Header.Get("X-Request-Id")}
	if d, ok := retryAfter(res.Header); ok {
		e.RetryAfter = d
	}
	var envelope struct {
		Error json.RawMessage `json:"error"`
		Desc  string          `json:"error_description"`
	}
	if json.Unmarshal(raw, &envelope) != nil || envelope.Error == nil {
		return e
	}
	var body struct {
		Code      string           `json:"code"`
		Message   string           `json:"message"`
		Details   []map[string]any `json:"details"`
		RequestID string           `json:"request_id"`
	}
	if json.Unmarshal(envelope.Error, &body) == nil && body.Code != "" {
		e.Code, e.Message, e.Details = ErrorCode(body.Code), body.Message, body.Details
		if body.RequestID != "" {
			e.RequestID = body.RequestID
		}
		return e
	}
	var oauthCode string
	if json.Unmarshal(envelope.Error, &oauthCode) == nil {
		e.Code, e.Message = ErrorCode(oauthCode), envelope.Desc
	}
	return e
}
