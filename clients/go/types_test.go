package etp

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"testing"
)

// decodeStrictly decodes one JSON value into out as the contract's example must fit: no member
// the type lacks, no value of another JSON type, nothing after the value.
func decodeStrictly(raw string, out any) error {
	decoder := json.NewDecoder(bytes.NewReader([]byte(raw)))
	decoder.DisallowUnknownFields()
	if err := decoder.Decode(out); err != nil {
		return err
	}
	if _, err := decoder.Token(); err != io.EOF {
		return fmt.Errorf("data after the value")
	}
	return nil
}

// Every example of the contract (examples_test.go, generated from openapi.yaml with the types)
// decodes into its generated type with unknown members refused: a schema and a type that drift
// apart fail here.
func TestEveryContractExampleDecodesIntoItsType(t *testing.T) {
	if len(contractExamples) == 0 {
		t.Fatal("no examples")
	}
	for _, example := range contractExamples {
		name := fmt.Sprintf("%s %s %s %s (%s)", example.Operation, example.Kind, example.Status, example.Name, example.Type)
		if err := decodeStrictly(example.JSON, example.New()); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// Each operation with a JSON answer has an example of its success decoded above, and a request
// example when it takes a body: the check covers every operation, not only some.
func TestEveryOperationHasItsExamplesDecoded(t *testing.T) {
	responses, requests := map[string]bool{}, map[string]bool{}
	for _, example := range contractExamples {
		if example.Kind == "response" && example.Status == "200" {
			responses[example.Operation] = true
		}
		if example.Kind == "request" {
			requests[example.Operation] = true
		}
	}
	var missing []string
	for id, op := range Operations {
		if op.Accept == "application/json" && !responses[id] {
			missing = append(missing, id+" (200 answer)")
		}
		if op.Body != "none" && !requests[id] {
			missing = append(missing, id+" (request)")
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Fatalf("operations without an example decoded into their types: %v", missing)
	}
}

// The methods decode what the server sends: the success envelope's data into the operation's type.
// A member the type does not know (a newer server's addition) is ignored, never an error.
func TestMethodsDecodeTheDataOfTheEnvelope(t *testing.T) {
	var out ExchangeRates
	raw := []byte(`{"status":"success","data":{"base":"EUR","date":"2026-11-20","rates":{"USD":"1.05"},"method":"m","source":"s","added_later":1}}`)
	if err := decodeData(raw, &out); err != nil || out.Base != "EUR" || out.Rates["USD"] != "1.05" {
		t.Fatalf("decoded %+v: %v", out, err)
	}
	var health HealthResponseData
	if err := decodeData([]byte(`{"status":"success","data":{"status":"alive","uptime_seconds":3}}`), &health); err != nil || health.Status != "alive" || health.UptimeSeconds != 3 {
		t.Fatalf("decoded %+v: %v", health, err)
	}
	var token OAuthTokenResponse
	if err := decodeData([]byte(`{"access_token":"a","token_type":"Bearer","expires_in":900,"scope":"buyers:read"}`), &token); err != nil || token.AccessToken != "a" {
		t.Fatalf("decoded %+v: %v", token, err)
	}
}
