package etp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"testing"
)

// Every ErrorCode of the contract, answered with its status by a local server, becomes an *Error
// with Status, Code, Message, Details and RequestID. ETP_ERROR_STATUS (the server's code -> status
// map, as JSON) comes from the test that runs this suite.
func TestEveryErrorCodeIsMapped(t *testing.T) {
	file := os.Getenv("ETP_ERROR_STATUS")
	if file == "" {
		t.Skip("ETP_ERROR_STATUS not set")
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	statuses := map[string]int{}
	if err := json.Unmarshal(raw, &statuses); err != nil {
		t.Fatal(err)
	}
	if len(statuses) != len(ErrorCodes) {
		t.Fatalf("the server has %d error codes, the client %d", len(statuses), len(ErrorCodes))
	}
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		code := r.URL.Query().Get("code")
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(statuses[code])
		fmt.Fprintf(w, `{"status":"error","error":{"code":%q,"message":"message of %s","details":[{"field":"/x","issue":%q}],"request_id":"req_%s","doc_url":"http://x/docs"}}`, code, code, code, code)
	}))
	defer server.Close()
	c, err := New(Config{BaseURL: server.URL, APIKey: "k", Retry: &RetryPolicy{MaxRetries: 0}})
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range ErrorCodes {
		status, ok := statuses[string(code)]
		if !ok {
			t.Fatalf("%s: not an error code of the server", code)
		}
		_, err := c.ListMarkets(context.Background(), &RequestOptions{Query: map[string]string{"code": string(code)}})
		var apiErr *Error
		if !errors.As(err, &apiErr) {
			t.Fatalf("%s: not an *Error: %v", code, err)
		}
		want := &Error{Status: status, Code: code, Message: "message of " + string(code), Details: []map[string]any{{"field": "/x", "issue": string(code)}}, RequestID: "req_" + string(code)}
		apiErr.RetryAfter = 0
		if !reflect.DeepEqual(apiErr, want) {
			t.Fatalf("%s: got %+v, want %+v", code, apiErr, want)
		}
	}
}
